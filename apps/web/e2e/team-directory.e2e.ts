import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { fill, pattern, texts } from './support/texts.ts';

const { directory } = texts;

test.describe('the counselor directory', () => {
  test('a visitor filters /team by video and gender, orders it by rating and opens a counselor’s page', async ({
    page,
  }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: directory.team.title })).toBeVisible();
    const search = page.getByRole('search', { name: directory.teamSearch.label });
    const cards = page.locator('main article h2 a');
    await expect(cards.filter({ hasText: '林志明' })).toHaveCount(1);

    // 林志明 meets by voice only: asking for video leaves him out.
    await search.getByLabel(directory.teamSearch.serviceType).selectOption({
      label: directory.focusSearch.serviceTypes.video,
    });
    await search.getByLabel(directory.teamSearch.gender).selectOption({
      label: directory.focusSearch.genders.female,
    });
    await search
      .getByLabel(directory.teamSearch.sort)
      .selectOption({ label: directory.teamSearch.sorts.rating });
    await search.getByRole('button', { name: directory.teamSearch.submit }).click();
    await expect(page).toHaveURL(/serviceType=video/);
    await expect(page).toHaveURL(/gender=female/);
    await expect(page).toHaveURL(/sort=rating/);
    await expect(cards.filter({ hasText: '林志明' })).toHaveCount(0);
    await expect(cards.first()).toHaveText('陳怡君');
    await expectNoSeriousA11yViolations(page, { include: 'main' });

    // The filtered address is rendered by the server as it is.
    await page.reload();
    await expect(search.getByLabel(directory.teamSearch.serviceType)).toHaveValue('video');
    await expect(cards.first()).toHaveText('陳怡君');

    await cards.first().click();
    await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: '陳怡君' })).toBeVisible();
    const licenses = page.getByRole('region', { name: directory.counselor.licensesTitle });
    await expect(licenses.getByText(directory.counselor.licenseVerified).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: directory.counselor.bookTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: 'main' });
  });

  test('a visitor filters /team by language and price, reads a counselor’s résumé and ratings, and goes to book', async ({
    page,
  }) => {
    await page.goto('/team');
    const search = page.getByRole('search', { name: directory.teamSearch.label });
    const cards = page.locator('main article');
    await expect(cards.filter({ hasText: '張家豪' })).toHaveCount(1);

    // 陳怡君 and 張家豪 speak English; only 陳怡君 has a topic from 2,200 points.
    await search
      .getByLabel(directory.teamSearch.language)
      .selectOption({ label: directory.languages.english });
    await search.getByLabel(directory.teamSearch.minPrice).fill('2200');
    await search.getByRole('button', { name: directory.teamSearch.submit }).click();
    await expect(page).toHaveURL(/language=english/);
    await expect(page).toHaveURL(/minPrice=2200/);
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('陳怡君');
    await expect(card.getByText(directory.languages.english)).toBeVisible();
    await expect(card.getByText(/2,400 至 3,200 點/)).toBeVisible();
    await expect(card.getByText(directory.team.nextAvailable)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: 'main' });

    // The filtered page comes from the server as it is.
    await page.reload();
    await expect(search.getByLabel(directory.teamSearch.minPrice)).toHaveValue('2200');
    await expect(cards).toHaveCount(1);

    await card.getByRole('link', { name: '陳怡君' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '陳怡君' })).toBeVisible();
    const education = page.getByRole('region', { name: directory.counselor.educationTitle });
    await expect(education.getByText('國立臺灣師範大學')).toBeVisible();
    const experience = page.getByRole('region', { name: directory.counselor.experienceTitle });
    await expect(experience.getByText('安心諮商所')).toBeVisible();
    const feedback = page.getByRole('region', { name: directory.counselor.feedbackTitle });
    await expect(feedback.getByText('步調很舒服，不會被催促，談完心裡輕鬆很多。')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: 'main' });

    // Booking starts from her topics.
    await page
      .getByRole('link', { name: directory.counselor.bookLink.replace('{{name}}', '陳怡君') })
      .click();
    await expect(page).toHaveURL(/\/focusissues\?keyword=/);
    await expect(page.getByRole('heading', { name: '告別焦慮：找回安穩的日常' })).toBeVisible();

    // Her topic's cover video: nothing is asked of YouTube until the visitor presses play.
    const youtube: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page
      .getByRole('link', { name: pattern('告別焦慮：找回安穩的日常', { prefix: true }) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: '告別焦慮：找回安穩的日常' })).toBeVisible();
    const play = page.getByRole('button', { name: directory.topic.playVideo });
    await expect(play).toBeVisible();
    await expect(page.getByText(directory.topic.videoNotice)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: 'main' });
    expect(youtube, 'requests to YouTube before play').toEqual([]);
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByTitle(fill(directory.topic.coverVideo, { title: '告別焦慮：找回安穩的日常' })),
    ).toBeFocused();
    await expect.poll(() => youtube).toEqual([expect.stringContaining('/embed/inpok4MKVLM?autoplay=1')]);
  });
});
