import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { waitForInteractiveOnNavigation } from './interactive.ts';
import { signIn } from './sign-in.ts';

type TPageProblems = { pageErrors: string[]; consoleErrors: string[]; failedRequests: string[] };
type TStorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

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

function expectNoProblems(problems: TPageProblems): void {
  expect(problems, 'page errors or 5xx answers').toMatchObject({ pageErrors: [], failedRequests: [] });
}

/** A person signed in through the sign-in form in a browser context of their own. */
export type TSignedInPerson = { page: Page };

type TFixtures = {
  /**
   * The demo account a test starts signed in as (`test.use({ signedInAs: 'client@demo.test' })`),
   * or null to start signed out.
   */
  signedInAs: string | null;
  /**
   * Opens a new context (own cookies and storage, the config's locale and window) and signs in
   * there as `email`: for journeys where two people use the site at once, such as a counselor and
   * a client in the session room.
   */
  signInElsewhere: (email: string) => Promise<TSignedInPerson>;
  /** A counselor and a client of the demo data, each signed in in a browser of their own. */
  counselorAndClient: { counselor: TSignedInPerson; client: TSignedInPerson };
};

type TWorkerFixtures = {
  /** The browser storage of a sign-in as `email`, made once per worker through the sign-in form. */
  signedInState: (email: string) => Promise<TStorageState>;
};

async function openSignedIn(browser: Browser, email: string) {
  // Contexts opened inside a test take the config's `use` options (baseURL, locale, viewport).
  const context = await browser.newContext();
  const page = waitForInteractiveOnNavigation(await context.newPage());
  const problems = watchProblems(page);
  await signIn(page, email);
  return { context, page, problems };
}

export const test = base.extend<TFixtures, TWorkerFixtures>({
  // Every page a test uses waits for the app to take input after goto and reload (unless the
  // test turns JavaScript off), and is checked for page errors and 5xx answers once it is over.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForInteractiveOnNavigation(page);
    const problems = watchProblems(page);
    await use(page);
    expectNoProblems(problems);
  },

  signedInAs: [null, { option: true }],
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const states = new Map<string, Promise<TStorageState>>();
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      await use((email) => {
        let state = states.get(email);
        if (!state) {
          state = (async () => {
            const context = await browser.newContext({ baseURL, locale, timezoneId });
            const page = await context.newPage();
            await signIn(page, email);
            const stored = await context.storageState();
            await context.close();
            return stored;
          })();
          states.set(email, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, signedInState, storageState }, use) => {
    await use(signedInAs ? await signedInState(signedInAs) : storageState);
  },

  signInElsewhere: async ({ browser }, use) => {
    const opened: Awaited<ReturnType<typeof openSignedIn>>[] = [];
    await use(async (email) => {
      const person = await openSignedIn(browser, email);
      opened.push(person);
      return { page: person.page };
    });
    for (const person of opened) {
      expectNoProblems(person.problems);
      await person.context.close();
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
