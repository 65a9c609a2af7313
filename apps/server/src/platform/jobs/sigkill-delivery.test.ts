import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, inject, it } from 'vitest';
import { contactSurvivesSigkill } from '../../test/contact-after-sigkill.ts';

// The server's folder starts as a copy of the run's migrated template, which spares initdb.
const parent = mkdtempSync(join(tmpdir(), 'sigkill-'));
const dataDir = join(parent, 'db');
cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('a server killed right after it answered (embedded database)', () => {
  it('delivers the contact mails on its next start', { timeout: 180_000 }, async () => {
    await contactSurvivesSigkill({ DATA_DIR: dataDir });
  });
});
