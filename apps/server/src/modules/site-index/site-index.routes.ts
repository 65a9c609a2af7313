import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../platform/app-context.ts';
import { escapeHtml, pageAddress } from '../../platform/http/page-head-tags.ts';
import type { TServices } from '../../services.ts';

/** The public pages that are always there (the web app's content routes, spec spelling). */
const FIXED_PUBLIC_PATHS = [
  '/',
  '/team',
  '/focusissues',
  '/introduction-team',
  '/introduction-architecture',
  '/introduction-story',
  '/introduction-mission',
  '/faq',
  '/supportcenter',
  '/contactus',
  '/cooperation',
  '/eap',
  '/eap/flytech',
  '/jointeamdesc',
  '/terms',
  '/article',
  '/article/authors',
  '/viewcounseloronlinegroup/Index1',
];

/** Signed-in areas and machinery: nothing there is for a search engine. */
const PRIVATE_PATHS = [
  '/api/',
  '/dev/',
  '/user/',
  '/counselor/',
  '/expert/',
  '/rooms/',
  '/signin',
  '/ActivateResult',
  '/welcome',
  '/questionnaire',
  '/applycounselorstep',
  '/verifyphonesingle',
  '/reviseapplication',
  '/devicecheck',
  '/paymentsucceed',
  '/rechargesucceed',
  // A lecture's sign-up form (clients only); the lecture's own page is listed.
  '/viewcounseloronlinegroup/2',
];

/** Records asked for per page while listing them all. */
const LISTING_PAGE_SIZE = 100;

/** Every id a paged public list holds, a page at a time. */
async function allIds(
  listPage: (page: {
    number: number;
    size: number;
  }) => Promise<{ totalRecords: number; records: { id: string }[] }>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let number = 0; ; number++) {
    const { records, totalRecords } = await listPage({ number, size: LISTING_PAGE_SIZE });
    ids.push(...records.map(({ id }) => id));
    if (records.length === 0 || ids.length >= totalRecords) return ids;
  }
}

/** A page of the sitemap; `lastModified` where the page's content has a date of change. */
type TSitemapPage = { pathname: string; lastModified?: Date };

function urlEntry(publicUrl: string, { pathname, lastModified }: TSitemapPage): string {
  const url = new URL(pathname, publicUrl);
  const tw = escapeHtml(pageAddress(publicUrl, url, 'tw'));
  const us = escapeHtml(pageAddress(publicUrl, url, 'us'));
  const lastmod = lastModified ? `    <lastmod>${lastModified.toISOString()}</lastmod>\n` : '';
  return (
    `  <url>\n    <loc>${tw}</loc>\n${lastmod}` +
    `    <xhtml:link rel="alternate" hreflang="zh-Hant-TW" href="${tw}"/>\n` +
    `    <xhtml:link rel="alternate" hreflang="en" href="${us}"/>\n  </url>`
  );
}

/**
 * /sitemap.xml (sitemaps.org 0.9, each page with its other language) lists every public page:
 * the content pages, each listed counselor's page, each published topic's page, each author's
 * articles, each published article and each open or confirmed lecture. /robots.txt keeps crawlers out of the
 * signed-in areas and points them to the sitemap.
 */
export async function registerSiteIndex(
  app: FastifyInstance,
  ctx: TAppContext,
  {
    counselors,
    issueCourses,
    articles,
    lectures,
  }: Pick<TServices, 'counselors' | 'issueCourses' | 'articles' | 'lectures'>,
): Promise<void> {
  const publicUrl = ctx.config.PUBLIC_URL;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [counselorIds, topicIds, authors, publishedArticles, publicLectures] = await Promise.all([
      allIds(({ number, size }) => counselors.listCounselors({ startPage: number, pageSize: size })),
      allIds((page) => issueCourses.listPublished(page)),
      articles.listAuthors(),
      articles.listPublishedIds(),
      lectures.listPublicIds(),
    ]);
    const pages: TSitemapPage[] = [
      ...[
        ...FIXED_PUBLIC_PATHS,
        ...counselorIds.map((id) => `/team/${encodeURIComponent(id)}`),
        ...topicIds.map((id) => `/focusissues/${encodeURIComponent(id)}`),
        ...authors.map(({ id }) => `/article?authorid=${id}`),
      ].map((pathname) => ({ pathname })),
      ...publishedArticles.map(({ id, updatedAt }) => ({
        pathname: `/article/authors/author/articlecontent?id=${encodeURIComponent(id)}`,
        lastModified: updatedAt,
      })),
      ...publicLectures.map(({ id, updatedAt }) => ({
        pathname: `/viewcounseloronlinegroup/1?id=${encodeURIComponent(id)}`,
        lastModified: updatedAt,
      })),
    ];
    const entries = pages.map((page) => urlEntry(publicUrl, page));
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      `${entries.join('\n')}\n</urlset>\n`;
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((pathname) => `Disallow: ${pathname}`),
      'Allow: /',
      '',
      `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
      '',
    ];
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });
}
