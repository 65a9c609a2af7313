import { describe, expect, it } from 'vitest';
import { pageAddress, pageHeadTags } from './page-head-tags.ts';

const publicUrl = 'https://counseling.example.tw';
const address = (url: string, locale: 'tw' | 'us' = 'tw') =>
  pageAddress(publicUrl, new URL(url, publicUrl), locale);

describe('pageAddress', () => {
  it('keeps what names the page, drops filters and a listing’s first page, and adds the language', () => {
    expect(address('/team?page=1&gender=female')).toBe(`${publicUrl}/team`);
    expect(address('/team?page=2&gender=female')).toBe(`${publicUrl}/team?page=2`);
    expect(address('/article?authorid=35&pageno=1')).toBe(`${publicUrl}/article?authorid=35`);
    expect(address('/article?pageno=3&authorid=2&utm_source=mail')).toBe(
      `${publicUrl}/article?authorid=2&pageno=3`,
    );
    expect(address('/article/authors/author/articlecontent?id=abc', 'us')).toBe(
      `${publicUrl}/article/authors/author/articlecontent?id=abc&locale=us`,
    );
    expect(address('/viewcounseloronlinegroup/1?id=abc&utm_source=mail')).toBe(
      `${publicUrl}/viewcounseloronlinegroup/1?id=abc`,
    );
  });
});

describe('pageHeadTags', () => {
  it('names the canonical address and both languages’ alternates, escaped', () => {
    const tags = pageHeadTags({
      head: { title: '與焦慮相處 <一>', description: '摘要' },
      publicUrl,
      url: new URL('/article/authors/author/articlecontent?id=abc&locale=us', publicUrl),
      locale: 'tw',
    });
    expect(tags).toContain('<title>與焦慮相處 &lt;一&gt;</title>');
    expect(tags).toContain(
      `<link rel="canonical" href="${publicUrl}/article/authors/author/articlecontent?id=abc" />`,
    );
    expect(tags).toContain(
      `<link rel="alternate" hreflang="en" href="${publicUrl}/article/authors/author/articlecontent?id=abc&amp;locale=us" />`,
    );
  });
});
