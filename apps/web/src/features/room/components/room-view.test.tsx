import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const courseId = '00000000-0000-4000-8000-000000000001';

describe('the session room page', () => {
  it('tells a browser without WebRTC that it cannot hold the session, and recommends the app', async () => {
    signInAs('client');
    mockApi({ 'GET /client?isNewVersion=true': ok(clientProfile()), 'GET /IceServer': ok([]) });
    renderRoute(`/rooms/room?courseId=${courseId}`);

    expect(await screen.findByRole('heading', { level: 1, name: '線上諮商室' })).toBeVisible();
    expect(screen.getByText('此瀏覽器不支援視訊諮商')).toBeVisible();
    expect(screen.getByText(/下載我們的 App/)).toBeVisible();
    expect(document.title).toBe('線上諮商室 | 線上主題諮商');
  });

  it('asks for a session to be chosen when the address names none', async () => {
    signInAs('counselor');
    mockApi({});
    renderRoute('/rooms/room');
    expect(await screen.findByText(/請從你的課程列表進入諮商室/)).toBeVisible();
  });
});
