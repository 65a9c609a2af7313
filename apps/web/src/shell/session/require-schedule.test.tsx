import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../testing/mock-api';
import { counselorProfile } from '../../testing/profiles';
import { renderRoute } from '../../testing/render';
import { signInAs } from '../../testing/session';
import { requireSchedule } from './require-schedule';

const counselor = counselorProfile();
const routes = [
  { path: '/counselor/createissuecourse', loader: requireSchedule, element: <h1>建立主題</h1> },
  { path: '/counselor/schedule-calendar', element: <h1>行事曆</h1> },
];
const isSetSchedule = `GET /CounselorSchedule/IsSetSchedule?id=${counselor.id}`;

describe('creating a topic', () => {
  it('sends a counselor without service times to the calendar, saying why', async () => {
    signInAs('counselor');
    mockApi({ 'GET /counselor': ok(counselor), [isSetSchedule]: ok(false) });
    const { router } = renderRoute('/counselor/createissuecourse', routes);

    expect(await screen.findByRole('heading', { name: '行事曆' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/counselor/schedule-calendar');
    expect(await screen.findByRole('dialog', { name: '請先設定服務時間' })).toBeVisible();
  });

  it('lets a counselor with service times in', async () => {
    signInAs('counselor');
    mockApi({ 'GET /counselor': ok(counselor), [isSetSchedule]: ok(true) });
    renderRoute('/counselor/createissuecourse', routes);

    expect(await screen.findByRole('heading', { name: '建立主題' })).toBeVisible();
  });
});
