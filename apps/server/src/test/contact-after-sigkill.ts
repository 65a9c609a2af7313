import { expect, onTestFinished } from 'vitest';
import { startServerProcess } from './server-process.ts';
import { startSlowSmtpServer } from './slow-smtp-server.ts';

const SUPPORT_EMAIL = 'support@counselling.test';
const SENDER = 'sender@example.test';

/**
 * The contact form answers 200, the server is killed with SIGKILL at once, and the next start on
 * the same database (env) delivers the support mail and the sender's acknowledgement.
 */
export async function contactSurvivesSigkill(env: Record<string, string>): Promise<void> {
  const smtp = await startSlowSmtpServer(0);
  onTestFinished(() => smtp.close());
  const serverEnv = { ...env, SMTP_URL: smtp.url, SUPPORT_EMAIL };

  // Its workers look for jobs at start and then only a minute later: the job is still queued
  // when the process dies.
  const first = await startServerProcess({ ...serverEnv, JOBS_POLL_SECONDS: '60' });
  const response = await fetch(`${first.url}/api/zh-tw/Contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: '王小明', email: SENDER, subject: 'payment', message: '請問退款流程。' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  await first.kill('SIGKILL');
  expect(smtp.received).toEqual([]);

  const second = await startServerProcess({ ...serverEnv, JOBS_POLL_SECONDS: '0.5' });
  const [toSupport, acknowledgement] = await Promise.all([smtp.mailTo(SUPPORT_EMAIL), smtp.mailTo(SENDER)]);
  expect(toSupport.data).toMatch(new RegExp(`^Reply-To: ${SENDER}`, 'mi'));
  expect(acknowledgement.to).toEqual([SENDER]);
  expect(smtp.received).toHaveLength(2);

  // A clean stop: the workers finish and the process exits by itself.
  const exited = new Promise<number | null>((resolve) => second.child.once('exit', (code) => resolve(code)));
  await second.kill('SIGTERM');
  expect(await exited).toBe(0);
}
