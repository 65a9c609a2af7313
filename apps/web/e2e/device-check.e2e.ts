import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { texts } from './support/texts.ts';

/**
 * The demo client checks their devices with Chromium's fake camera and microphone (the
 * `device-check` project of playwright.config.ts); the result is saved, and counselor1 finds it
 * beside the demo course whose room is open.
 */

const { devicecheck, room } = texts;

/** One part's line of the results list. */
const part = (page: Page, name: string) => page.getByTestId(`device-check-${name}`);

test.describe('the device check', () => {
  test.describe.configure({ timeout: 150_000 });

  test("a client's check runs in their browser, is saved, and the counselor sees it", async ({
    signInElsewhere,
  }) => {
    const client = await signInElsewhere('client@demo.test');
    const { page } = client;

    await test.step('the client opens the device check and starts it', async () => {
      await page.goto('/devicecheck');
      await expect(page.getByRole('heading', { level: 1, name: devicecheck.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: devicecheck.start }).click();
    });

    await test.step('the camera preview shows pictures and the microphone meter moves', async () => {
      await expect
        .poll(
          () =>
            page
              .getByLabel(devicecheck.preview.title, { exact: true })
              .evaluate((video: HTMLVideoElement) => video.videoWidth),
          { message: 'the camera preview shows frames' },
        )
        .toBeGreaterThan(0);
      await expect
        .poll(async () => Number(await page.getByRole('meter').getAttribute('aria-valuenow')), {
          message: "the microphone meter follows the fake microphone's tone",
        })
        .toBeGreaterThan(0);
      await expect(part(page, 'camera')).toContainText(devicecheck.outcome.ok);
      await expect(part(page, 'microphone')).toContainText(devicecheck.outcome.ok);
    });

    await test.step('the connectivity part completes: direct works, no relay is set up here', async () => {
      await expect(part(page, 'direct')).toContainText(devicecheck.explain.direct.ok, { timeout: 20_000 });
      await expect(part(page, 'stun')).toContainText(devicecheck.explain.stun.not_configured);
      await expect(part(page, 'turn')).toContainText(devicecheck.explain.turn.not_configured);
    });

    await test.step('the client plays the test tone, says they heard it, and the result is saved', async () => {
      await page.getByRole('button', { name: devicecheck.speaker.play }).click();
      const question = page.getByRole('group', { name: devicecheck.speaker.question });
      await question.getByRole('button', { name: devicecheck.speaker.yes, exact: true }).click();
      const overall = page.getByTestId('device-check-overall');
      await expect(overall).toContainText(devicecheck.overall.allOk);
      await expect(overall).toContainText(devicecheck.overall.saved);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("the counselor sees the client's check beside the open course", async () => {
      const counselor = await signInElsewhere('counselor1@demo.test');
      await counselor.page.goto('/counselor/nextcourse');
      const openRooms = counselor.page.getByRole('region', { name: room.openRooms.title });
      await expect(openRooms.getByTestId('client-device-check')).toContainText(
        devicecheck.summary.allOk.replace(/（.*$/, ''),
      );
    });
  });
});
