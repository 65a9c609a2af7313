import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path.ts';

describe('a path of this site', () => {
  it.each([
    '/',
    '/counselor/nextcourse',
    '/user/amount?tab=atm',
    '/faq#trial',
    '/article?authorid=35&pageno=1',
    '/team/%E9%99%B3%E6%80%A1%E5%90%9B',
  ])('accepts %s', (link) => {
    expect(isSitePath(link)).toBe(true);
  });

  it.each([
    ['a backslash after the slash', '/\\evil.com'],
    ['a backslash deeper in', '/\\evil.com/path'],
    ['two backslashes', '\\\\evil.com'],
    ['a protocol-relative link', '//evil.com'],
    ['an escaped backslash', '/%5Cevil.com'],
    ['an escaped lower-case backslash', '/%5cevil.com'],
    ['an escaped slash', '/%2F/evil.com'],
    ['a tab inside', '/\t/evil.com'],
    ['a line break inside', '/\n/evil.com'],
    ['a carriage return inside', '/\r/evil.com'],
    ['an escaped tab', '/%09/evil.com'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a javascript: link after a slash', '/javascript:alert(1)\n'],
    ['an absolute address', 'https://evil.com/'],
    ['a relative path', 'user/amount'],
    ['a malformed escape', '/%E0%A4%A'],
    ['an empty link', ''],
    ['no link', null],
  ])('refuses %s', (_, link) => {
    expect(isSitePath(link)).toBe(false);
  });
});
