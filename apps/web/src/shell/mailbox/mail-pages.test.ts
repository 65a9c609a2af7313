import { describe, expect, it } from 'vitest';
import { nextMailPage } from './api/get-mails';
import { markReadInPages, opensElsewhere } from './mail-pages';

const mail = (id: string, isRead: boolean) => ({
  id,
  type: 0,
  message: id,
  link: null,
  isRead,
  createTime: '2025-01-01T00:00:00.000Z',
});

describe('mail pages', () => {
  it('mark mails read and never unread', () => {
    const data = {
      pages: [{ totalRecords: 2, records: [mail('a', false), mail('b', true)] }],
      pageParams: [0],
    };
    const marked = markReadInPages(data, ['a']);
    expect(marked?.pages[0]?.records.map((record) => record.isRead)).toEqual([true, true]);
    expect(markReadInPages(data, 'all')?.pages[0]?.records.every((record) => record.isRead)).toBe(true);
  });

  it('ask for the next page only after a full page of 10', () => {
    const full = {
      totalRecords: 25,
      records: Array.from({ length: 10 }, (_, index) => mail(`${index}`, true)),
    };
    expect(nextMailPage(full, 0)).toBe(1);
    expect(nextMailPage(full, 2)).toBeUndefined();
    expect(nextMailPage({ totalRecords: 5, records: full.records.slice(0, 5) }, 0)).toBeUndefined();
  });

  it('lead to a page of the site, or read the mail in place', () => {
    expect(opensElsewhere({ link: '/user/nextcourse' })).toBe(true);
    expect(opensElsewhere({ link: null })).toBe(false);
    expect(opensElsewhere({ link: '//elsewhere.example' })).toBe(false);
    // Browsers read a backslash as a slash: this one leads to another site.
    expect(opensElsewhere({ link: '/\\elsewhere.example/path' })).toBe(false);
    expect(opensElsewhere({ link: '/%5Celsewhere.example' })).toBe(false);
  });
});
