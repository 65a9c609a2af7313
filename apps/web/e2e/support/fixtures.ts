import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

export type TPageProblems = { pageErrors: string[]; consoleErrors: string[]; failedRequests: string[] };

/** Records uncaught errors, console errors and 5xx answers of a page. */
function watchProblems(page: Page): TPageProblems {
  const problems: TPageProblems = { pageErrors: [], consoleErrors: [], failedRequests: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** A person signed in through the sign-in form in a browser context of their own. */
export type TSignedInPerson = { page: Page; problems: TPageProblems };

type TFixtures = {
  /** What went wrong in `page` so far; checked to be free of page errors and 5xx after each test. */
  problems: TPageProblems;
  /**
   * Opens a new context (own cookies and storage, the config's locale and window) and signs in
   * there as `email`: for journeys where two people use the site at once, such as a counselor and
   * a client in the session room.
   */
  signInElsewhere: (email: string) => Promise<TSignedInPerson>;
  /** A counselor and a client of the demo data, each signed in in a browser of their own. */
  counselorAndClient: { counselor: TSignedInPerson; client: TSignedInPerson };
};

async function openSignedIn(
  browser: Browser,
  email: string,
): Promise<TSignedInPerson & { close(): Promise<void> }> {
  // Contexts opened inside a test take the config's `use` options (baseURL, locale, viewport).
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  await signIn(page, email);
  return { page, problems, close: () => context.close() };
}

export const test = base.extend<TFixtures>({
  problems: [
    async ({ page }, use) => {
      const problems = watchProblems(page);
      await use(problems);
      expect(problems, 'page errors or 5xx answers').toMatchObject({ pageErrors: [], failedRequests: [] });
    },
    { auto: true },
  ],
  signInElsewhere: async ({ browser }, use) => {
    const opened: Awaited<ReturnType<typeof openSignedIn>>[] = [];
    await use(async (email) => {
      const person = await openSignedIn(browser, email);
      opened.push(person);
      return { page: person.page, problems: person.problems };
    });
    for (const person of opened) {
      expect(person.problems, 'page errors or 5xx answers').toMatchObject({
        pageErrors: [],
        failedRequests: [],
      });
      await person.close();
    }
  },
  counselorAndClient: async ({ signInElsewhere }, use) => {
    const [counselor, client] = await Promise.all([
      signInElsewhere('counselor1@demo.test'),
      signInElsewhere('client@demo.test'),
    ]);
    await use({ counselor, client });
  },
});

export { expect };
