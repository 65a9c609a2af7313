import { auditActions } from '@app/contracts/audit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The operators' guide, whose audit table says when each action is written, by whom, about what. */
const opsGuide = readFileSync(new URL('../../../../../docs/ops.md', import.meta.url), 'utf8');

describe('the audit actions', () => {
  it('each have a row in the audit table of docs/ops.md', () => {
    const undocumented = auditActions.filter((action) => !opsGuide.includes(`\n| \`${action}\` |`));
    expect(undocumented).toEqual([]);
  });
});
