import { ErrorCode } from '@app/contracts/error-codes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const courseId = '00000000-0000-4000-8000-000000000007';
const endpoint = `POST /Course/${courseId}/Feedback`;

describe('rating a finished session (/user/rate/{courseId})', () => {
  it('sends the stars chosen and the comment, then thanks the client', async () => {
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      [endpoint]: ok({ courseId, grade: 4, comment: '謝謝', createTime: '2030-01-01T00:00:00.000Z' }),
    });
    renderRoute(`/user/rate/${courseId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '4 顆星' }));
    await user.type(screen.getByRole('textbox', { name: /留言/ }), '謝謝');
    await user.click(screen.getByRole('button', { name: '送出評分' }));

    expect(await screen.findByText('謝謝你的評分！')).toBeVisible();
    expect(calls.find((call) => call.url.includes('/Feedback'))?.body).toEqual({ grade: 4, comment: '謝謝' });
  });

  it('asks for stars before sending anything', async () => {
    signInAs('client');
    const calls = mockApi({ 'GET /client?isNewVersion=true': ok(clientProfile()) });
    renderRoute(`/user/rate/${courseId}`);
    await userEvent.click(await screen.findByRole('button', { name: '送出評分' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('請選擇 1 到 5 顆星。');
    expect(calls.some((call) => call.url.includes('/Feedback'))).toBe(false);
  });

  it('says so calmly when the session was already rated', async () => {
    signInAs('client');
    mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      [endpoint]: fail(409, ErrorCode.FeedbackAlreadyGiven, '你已經評價過這次諮商'),
    });
    renderRoute(`/user/rate/${courseId}`);
    await userEvent.click(await screen.findByRole('radio', { name: '5 顆星' }));
    await userEvent.click(screen.getByRole('button', { name: '送出評分' }));
    expect(await screen.findByText('你已經評價過這次諮商，謝謝你！')).toBeVisible();
  });
});
