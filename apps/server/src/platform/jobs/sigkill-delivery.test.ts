import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { contactSurvivesSigkill } from '../../test/contact-after-sigkill.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sigkill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a server killed right after it answered (embedded database)', () => {
  it('delivers the contact mails on its next start', { timeout: 180_000 }, async () => {
    await contactSurvivesSigkill({ DATA_DIR: dataDir });
  });
});
