import articles from '../src/locales/zh-TW/articles.json' with { type: 'json' };
import common from '../src/locales/zh-TW/common.json' with { type: 'json' };
import directory from '../src/locales/zh-TW/directory.json' with { type: 'json' };
import lectures from '../src/locales/zh-TW/lectures.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { fill } from './support/texts.ts';

test.describe('public pages rendered on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the directory and a counselor’s page arrive holding their content', async ({ page }) => {
      await page.goto('/team');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(directory.team.title);
      const counselorLink = page.locator('main article h2 a').first();
      const name = (await counselorLink.innerText()).trim();
      expect(name).not.toBe('');

      await counselorLink.click();
      await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('heading', { name: directory.counselor.bookTitle })).toBeVisible();
      await expect(page.getByRole('heading', { name: directory.counselor.educationTitle })).toBeVisible();
      // Every demo counselor writes for the column: their latest articles come with the page.
      const column = page.getByRole('region', { name: fill(articles.counselorArticles.title, { name }) });
      await expect(column.getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/article\/authors\/author\/articlecontent\?id=[0-9a-f-]{36}$/,
      );
      await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
      const structuredData = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(structuredData).toMatchObject({
        '@type': 'Person',
        name,
        alumniOf: expect.arrayContaining([expect.objectContaining({ '@type': 'EducationalOrganization' })]),
      });
      const subjects = structuredData.knowsAbout as string[];
      expect(subjects.length).toBeGreaterThan(0);
      expect(new Set(subjects).size).toBe(subjects.length);
    });

    test('a topic’s page arrives holding its content, its counselor and its schema.org description', async ({
      page,
      request,
    }) => {
      const topics = await request.get('/api/zh-tw/CounselorIssueCourse/List?page_size=1');
      const [topic] = (await topics.json()).data.records;
      await page.goto(`/focusissues/${topic.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
      await expect(page).toHaveTitle(new RegExp(`^${topic.title} \\|`));
      await expect(page.getByRole('heading', { name: directory.topic.counselor })).toBeVisible();
      await expect(page.getByRole('link', { name: topic.counselor.fullName })).toHaveAttribute(
        'href',
        `/team/${topic.counselor.id}`,
      );
      const structuredData = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(structuredData).toMatchObject({
        '@type': 'Service',
        name: topic.title,
        provider: { '@type': 'Person', name: topic.counselor.fullName },
        offers: { price: topic.price, priceCurrency: 'TWD' },
      });
    });

    test('the column and an article arrive holding their text and their schema.org description', async ({
      page,
    }) => {
      await page.goto('/article');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles.list.title);
      const articleLink = page.locator('main article h2 a').first();
      const title = (await articleLink.innerText()).trim();
      expect(title).not.toBe('');
      // The next page is a link that works without the script.
      await expect(
        page
          .getByRole('navigation', { name: articles.list.pagination })
          .getByRole('link', { name: articles.list.next }),
      ).toHaveAttribute('href', '/article?pageno=2');

      await articleLink.click();
      await expect(page).toHaveURL(/\/article\/authors\/author\/articlecontent\?id=[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(fill(common.titleTemplate, { title }));
      await expect(page.getByRole('heading', { level: 2, name: articles.article.aboutAuthor })).toBeVisible();
      const byline = page.getByRole('article').locator('a[href^="/article?authorid="]').first();
      const author = (await byline.innerText()).trim();
      const structuredData = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(structuredData).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: title,
        description: expect.any(String),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        author: { '@type': 'Person', name: author, jobTitle: expect.any(String) },
        publisher: { '@type': 'Organization', name: common.siteName },
      });
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toBe(structuredData.description);
    });

    test('the lectures and a lecture arrive holding their content and their schema.org Event', async ({
      page,
    }) => {
      await page.goto('/viewcounseloronlinegroup/Index1');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lectures.list.title);
      await expect(page).toHaveTitle(fill(common.titleTemplate, { title: lectures.list.title }));
      // counselor1's demo group, still taking sign-ups (apps/server/src/db/seed/seed-demo-lectures.ts).
      const title = '焦慮照顧小團體：與緊繃的自己相處';
      await page.locator('main article h2').getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/viewcounseloronlinegroup\/1\?id=[0-9a-f-]{36}$/);
      const id = new URL(page.url()).searchParams.get('id');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(fill(common.titleTemplate, { title }));
      await expect(page.getByRole('heading', { level: 2, name: lectures.rules.title })).toBeVisible();
      // A visitor is asked to sign in, with a plain link.
      await expect(page.getByRole('link', { name: lectures.action.signIn })).toHaveAttribute(
        'href',
        '/signin',
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/viewcounseloronlinegroup/1\\?id=${id}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        new RegExp(`/viewcounseloronlinegroup/1\\?id=${id}&locale=us$`),
      );
      const structuredData = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(structuredData).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: title,
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: expect.any(String), address: expect.any(String) },
        organizer: { '@type': 'Person', name: expect.any(String) },
        offers: { '@type': 'Offer', price: expect.any(Number), priceCurrency: 'TWD' },
      });
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(structuredData.description.replace(/\s+/g, ' ')).toContain(
        (description ?? 'missing').replace(/…$/, ''),
      );
    });
  });

  test('a topic’s page hydrates with the server’s data, without fetching the topic again', async ({
    page,
    request,
  }) => {
    const topics = await request.get('/api/zh-tw/CounselorIssueCourse/List?page_size=1');
    const [topic] = (await topics.json()).data.records;
    const topicReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/IssueCourse/')) topicReads.push(sent.url());
    });
    await page.goto(`/focusissues/${topic.id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
    expect(topicReads, 'the topic the server rendered is not fetched again').toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('the scales and an article hydrate with the server’s data, without fetching them again', async ({
    page,
  }) => {
    const articleReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/zh-tw\/(Articles|ArticleAuthors)/.test(request.url())) articleReads.push(request.url());
    });
    await page.goto('/article?authorid=35&pageno=1', { waitUntil: 'networkidle' });
    const link = page.locator('main article h2 a').first();
    const title = (await link.innerText()).trim();
    const href = (await link.getAttribute('href')) ?? '';
    await page.goto(href, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(articleReads, 'the lists and articles the server rendered are not fetched again').toEqual([]);
  });

  test('the lectures and a lecture hydrate with the server’s data, without fetching them again', async ({
    page,
  }) => {
    const lectureReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/zh-tw\/Lectures/.test(request.url())) lectureReads.push(request.url());
    });
    await page.goto('/viewcounseloronlinegroup/Index1', { waitUntil: 'networkidle' });
    const link = page.locator('main article h2 a').first();
    const title = (await link.innerText()).trim();
    const href = (await link.getAttribute('href')) ?? '';
    await page.goto(href, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(lectureReads, 'the list and the lecture the server rendered are not fetched again').toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('the directory hydrates with the server’s data, and its links then open pages in place', async ({
    page,
  }) => {
    const listReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Counselor/List')) listReads.push(request.url());
    });
    await page.goto('/team', { waitUntil: 'networkidle' });
    const counselorLink = page.locator('main article h2 a').first();
    const name = (await counselorLink.innerText()).trim();

    const profileRead = page.waitForResponse((response) =>
      /\/api\/zh-tw\/Counselor\/[0-9a-f-]{36}$/.test(response.url()),
    );
    await counselorLink.click();
    // Opened by the router in the page: the profile is fetched, not the whole page.
    expect((await profileRead).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(listReads, 'the list the server rendered is not fetched again').toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
