import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { upcomingCourse } from '../../../testing/courses';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile, counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const courseId = '00000000-0000-4000-8000-000000000001';
const course = upcomingCourse(courseId, 5);
const check = {
  camera: 'ok',
  microphone: 'ok',
  speaker: 'ok',
  direct: 'ok',
  stun: 'not_configured',
  turn: 'not_configured',
  browser: 'Chrome 131 · Windows',
  checkedAt: '2030-03-04T01:50:00.000Z',
};

function openNextCourse(deviceCheck: unknown) {
  const counselor = counselorProfile();
  signInAs('counselor');
  mockApi({
    'GET /counselor': ok(counselor),
    'GET /Mail/Count': ok(0),
    [`GET /CounselorSchedule/IsSetSchedule?id=${counselor.id}`]: ok(true),
    'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 1, records: [course] }),
    [`GET /Course/${courseId}/DeviceCheck`]: ok(deviceCheck),
  });
  renderRoute('/counselor/nextcourse');
}

describe("the client's device check on the counselor's home", () => {
  it('says calmly that the check passed, and when it was made', async () => {
    openNextCourse(check);
    const section = await screen.findByRole('region', { name: '可以進入的諮商室' });
    expect(await within(section).findByText('個案裝置檢測正常（2030/03/04 09:50）')).toBeVisible();
  });

  it('names only the parts that need a look', async () => {
    openNextCourse({ ...check, microphone: 'failed', camera: 'unavailable' });
    expect(await screen.findByText('個案裝置檢測：鏡頭、麥克風需要留意（2030/03/04 09:50）')).toBeVisible();
  });

  it('says when the client has not checked', async () => {
    openNextCourse(null);
    expect(await screen.findByText('個案尚未做裝置檢測')).toBeVisible();
  });
});

describe("the client's device check in the session room", () => {
  it('shows the counselor, and only the counselor, a line about it', async () => {
    const counselor = counselorProfile();
    signInAs('counselor');
    mockApi({
      'GET /counselor': ok(counselor),
      'GET /IceServer': ok([]),
      [`GET /Course/${courseId}/DeviceCheck`]: ok({ ...check, speaker: 'failed' }),
    });
    const view = renderRoute(`/rooms/room?courseId=${courseId}`);
    expect(await screen.findByText('個案裝置檢測：喇叭需要留意（2030/03/04 09:50）')).toBeVisible();
    view.unmount();

    signInAs('client');
    const calls = mockApi({ 'GET /client?isNewVersion=true': ok(clientProfile()), 'GET /IceServer': ok([]) });
    renderRoute(`/rooms/room?courseId=${courseId}`);
    expect(await screen.findByRole('heading', { level: 1, name: '線上諮商室' })).toBeVisible();
    expect(screen.queryByTestId('client-device-check')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/DeviceCheck'))).toBe(false);
  });
});
