import { IssueCourseApproveStatus, VerifyStatus } from '@app/contracts/enums';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { lectures } from '../../db/schema/lectures.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertArticle, insertArticleAuthor } from '../../test/test-articles.ts';
import { insertIssueCourse } from '../../test/test-issue-courses.ts';
import { createUser } from '../../test/test-users.ts';
import { insertLecture } from '../lectures/lecture-test-helpers.ts';

const { app, database, config } = await buildTestApp();

async function counselor(fullName: string, verifyStatus: number) {
  const user = await createUser(database, { role: 'counselor', fullName });
  await database.db
    .update(counselorProfiles)
    .set({ verifyStatus })
    .where(eq(counselorProfiles.userId, user.id));
  return user;
}

const listed = await counselor('陳怡君', VerifyStatus.Verified);
const unlisted = await counselor('未驗證', VerifyStatus.NotVerified);
const changedAt = new Date(Date.UTC(2030, 0, 1));
const published = await insertIssueCourse(database, {
  counselorId: listed.id,
  title: '告別焦慮',
  approveStatus: IssueCourseApproveStatus.Audited,
  changedAt,
});
const underReview = await insertIssueCourse(database, {
  counselorId: listed.id,
  title: '審核中',
  approveStatus: IssueCourseApproveStatus.UnderReview,
  changedAt,
});

const author = await insertArticleAuthor(database, { name: '心理專欄編輯部', title: '編輯部' });
const articleChangedAt = new Date(Date.UTC(2026, 0, 2));
const article = await insertArticle(database, {
  authorId: author,
  title: '第一次線上諮商',
  publishedAt: new Date(Date.UTC(2026, 0, 1)),
  updatedAt: articleChangedAt,
});
const scheduledArticle = await insertArticle(database, {
  authorId: author,
  title: '下個月刊出',
  publishedAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
});

const DAY = 24 * 3600 * 1000;
const openLecture = await insertLecture(database.db, {
  counselorId: listed.id,
  startsAt: new Date(Date.now() + 10 * DAY),
  signupDeadline: new Date(Date.now() + 7 * DAY),
});
const calledOffLecture = await insertLecture(database.db, {
  counselorId: listed.id,
  startsAt: new Date(Date.now() + 20 * DAY),
  signupDeadline: new Date(Date.now() + 17 * DAY),
});
await database.db
  .update(lectures)
  .set({ status: 'canceled', cancelCause: 'too_few_members' })
  .where(eq(lectures.id, calledOffLecture));

/** The <url> entries of a sitemap, each with its <loc> and alternates, read structurally. */
function readSitemap(xml: string) {
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    locs: [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
    alternates: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hreflang, href]) => ({ hreflang, href }),
    ),
  }));
  return { urls };
}

/** A schema file beside this test, as xmllint takes it. */
const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(new URL(`./schemas/${fileName}`, import.meta.url), 'utf8'),
});

describe('GET /sitemap.xml', () => {
  it('validates against the sitemaps.org 0.9 schema, alternates included', async () => {
    const xml = (await app.inject({ url: '/sitemap.xml' })).body;
    const result = await validateXML({
      xml: { fileName: 'sitemap.xml', contents: xml },
      schema: schemaFile('sitemap-0.9.xsd'),
      preload: schemaFile('xhtml-link.xsd'),
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the schema refuses what the protocol forbids: no loc, a date that is none, an alternate without its address', async () => {
    const entries = [
      '<url><lastmod>2030-01-01</lastmod></url>',
      '<url><loc>https://example.com/team</loc><lastmod>yesterday</lastmod></url>',
      '<url><loc>https://example.com/team</loc><xhtml:link rel="alternate" hreflang="en"/></url>',
    ];
    for (const entry of entries) {
      const result = await validateXML({
        xml: {
          fileName: 'broken.xml',
          contents:
            '<?xml version="1.0" encoding="UTF-8"?>\n' +
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
            `${entry}</urlset>\n`,
        },
        schema: schemaFile('sitemap-0.9.xsd'),
        preload: schemaFile('xhtml-link.xsd'),
      });
      expect(result.valid, entry).toBe(false);
    }
  });

  it('is a sitemaps.org 0.9 urlset of absolute addresses on this site, each once', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // Nothing but <url> entries inside the urlset.
    const inner = xml.replace(/^[\s\S]*?<urlset[^>]*>/, '').replace(/<\/urlset>\s*$/, '');
    expect(inner.replace(/<url>[\s\S]*?<\/url>/g, '').trim()).toBe('');

    const { urls } = readSitemap(xml);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    const locs = urls.map(({ locs: [loc] }) => loc ?? '');
    for (const { locs: entryLocs } of urls) expect(entryLocs).toHaveLength(1);
    for (const loc of locs) {
      expect(loc.length).toBeLessThan(2048);
      expect(new URL(loc).origin).toBe(new URL(config.PUBLIC_URL).origin);
      expect(loc).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists the home, directory and content pages, every listed counselor and published topic — nothing else', async () => {
    const { urls } = readSitemap((await app.inject({ url: '/sitemap.xml' })).body);
    const paths = urls.map(({ locs: [loc] }) => new URL(loc ?? '').pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/team',
        '/focusissues',
        '/faq',
        `/team/${listed.id}`,
        `/focusissues/${published}`,
      ]),
    );
    expect(paths).not.toContain(`/team/${unlisted.id}`);
    expect(paths).not.toContain(`/focusissues/${underReview}`);
  });

  it('lists the column: its pages, each author’s articles and each published article with its last change', async () => {
    const { urls } = readSitemap((await app.inject({ url: '/sitemap.xml' })).body);
    // The addresses as written in the XML: & escaped.
    const byLoc = new Map(
      urls.map(({ locs: [loc], lastmod }) => [(loc ?? '').replace(/&amp;/g, '&'), lastmod]),
    );
    const address = (pathname: string) => new URL(pathname, config.PUBLIC_URL).href;
    expect([...byLoc.keys()]).toEqual(
      expect.arrayContaining([
        address('/article'),
        address('/article/authors'),
        address(`/article?authorid=${author}`),
        address(`/article/authors/author/articlecontent?id=${article}`),
      ]),
    );
    expect(byLoc.get(address(`/article/authors/author/articlecontent?id=${article}`))).toBe(
      articleChangedAt.toISOString(),
    );
    expect([...byLoc.keys()].some((loc) => loc.includes(scheduledArticle))).toBe(false);
  });

  it('lists the lectures: their list and each open or confirmed lecture’s page, with its id', async () => {
    const { urls } = readSitemap((await app.inject({ url: '/sitemap.xml' })).body);
    const locs = urls.map(({ locs: [loc] }) => (loc ?? '').replace(/&amp;/g, '&'));
    const address = (pathname: string) => new URL(pathname, config.PUBLIC_URL).href;
    expect(locs).toEqual(
      expect.arrayContaining([
        address('/viewcounseloronlinegroup/Index1'),
        address(`/viewcounseloronlinegroup/1?id=${openLecture}`),
      ]),
    );
    expect(locs.some((loc) => loc.includes(calledOffLecture))).toBe(false);
    const lecture = urls.find(({ locs: [loc] }) => loc?.includes(openLecture));
    expect(lecture?.alternates[1]).toEqual({
      hreflang: 'en',
      href: address(`/viewcounseloronlinegroup/1?id=${openLecture}&amp;locale=us`),
    });
  });

  it('names each page’s English alternate', async () => {
    const { urls } = readSitemap((await app.inject({ url: '/sitemap.xml' })).body);
    const team = urls.find(({ locs: [loc] }) => loc?.endsWith('/team'));
    expect(team?.alternates).toEqual([
      { hreflang: 'zh-Hant-TW', href: new URL('/team', config.PUBLIC_URL).href },
      { hreflang: 'en', href: new URL('/team?locale=us', config.PUBLIC_URL).href },
    ]);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the signed-in areas and the API, and points to the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const area of [
      '/api/',
      '/user/',
      '/counselor/',
      '/expert/',
      '/rooms/',
      '/signin',
      '/viewcounseloronlinegroup/2',
    ]) {
      expect(lines).toContain(`Disallow: ${area}`);
    }
    expect(lines).not.toContain('Disallow: /team');
    expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', config.PUBLIC_URL).href}`);
  });
});
