import { describe, expect, it } from 'vitest';
import { needsLogoutConfirm } from './logout-confirm';

describe('logging out of unsaved work', () => {
  it('asks first on the create-topic and edit-course pages only', () => {
    expect(needsLogoutConfirm('/counselor/createissuecourse')).toBe(true);
    expect(needsLogoutConfirm('/counselor/editcourse/')).toBe(true);
    expect(needsLogoutConfirm('/counselor/issuecourselist')).toBe(false);
  });
});
