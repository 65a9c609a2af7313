import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The built web app; E2E_WEB_DIST_DIR points the journeys at another build. */
export const webDistDir = process.env['E2E_WEB_DIST_DIR'] ?? path.join(repoRoot, 'apps/web/dist');

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
