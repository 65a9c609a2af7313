import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, repoRoot, webDistDir } from './support/paths.ts';

/**
 * End-to-end journeys in Debian's Chromium against the real server and the built web app:
 * `npm run test:e2e` (builds first), or `npx playwright test -c apps/web/e2e [file or -g title]`
 * against an existing build. One worker: the journeys share one server and its demo database,
 * each in a fresh browser context of its own.
 */

if (!existsSync(chromiumPath)) {
  throw new Error(`Chromium not found at ${chromiumPath}. Install it with: apt-get install -y chromium`);
}
if (!existsSync(path.join(webDistDir, 'index.html'))) {
  throw new Error(`${webDistDir}/index.html is missing: build the web app first (npm run build).`);
}

/** A free loopback port, chosen once by the runner; its workers read the same one from the env. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
process.env['E2E_PORT'] ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env['E2E_PORT']}`;

const launchOptions = {
  executablePath: chromiumPath,
  // No sandbox (CI runs as root), and no background traffic to Google's hosts, which the
  // closed network refuses.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const sessionRoomJourney = 'session-room.e2e.ts';
const deviceCheckJourney = 'device-check.e2e.ts';

/** Chromium's fake camera and microphone (a test pattern and a tone), granted without asking. */
const fakeMediaLaunchOptions = {
  ...launchOptions,
  args: [...launchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

/** Failure artefacts (traces, screenshots); git-ignored like every test-results folder. */
const outputDir = path.join(import.meta.dirname, 'test-results');

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.e2e.ts',
  outputDir,
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: path.join(import.meta.dirname, 'playwright-report') }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // A visitor from Taiwan on a laptop wide enough for the full top bar with a signed-in user's
    // name (narrower windows get the compact bar, which shows the picture only).
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    viewport: { width: 1440, height: 900 },
    // As a visitor who asks for less motion: dialogs and menus open at once, without animating.
    reducedMotion: 'reduce',
    // A journey waits for what a person would see, not for minutes.
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // A trace records every step of every journey, and costs about a sixth of the run's time on a
    // 2-core machine; CI keeps only the text report, so it records none.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    headless: true,
    launchOptions,
  },
  projects: [
    { name: 'journeys', testIgnore: [sessionRoomJourney, deviceCheckJourney] },
    // The device check tries the camera and microphone, and the counselor then finds its result
    // beside the demo course whose room is open: before the session room completes that course.
    { name: 'device-check', testMatch: deviceCheckJourney, use: { launchOptions: fakeMediaLaunchOptions } },
    {
      // The session room needs a camera and a microphone. Listed last, so that it runs after
      // every journey that reads the demo course it completes.
      name: 'session-room',
      testMatch: sessionRoomJourney,
      use: { launchOptions: fakeMediaLaunchOptions },
    },
  ],
  webServer: {
    command: `node --import tsx apps/web/e2e/support/serve-app.ts ${process.env['E2E_PORT']}`,
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    // Migrating and seeding a fresh database on a busy 2-core machine.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
