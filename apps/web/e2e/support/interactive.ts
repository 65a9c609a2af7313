import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app takes input: a server-rendered page shows its links and fields before it
 * hydrates, and a click or keystroke before then can be lost. Pages without the app pass at once.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset['interactive'] === 'true',
  );
}

/** Makes the page's goto and reload resolve only once the app they open takes input. */
export function waitForInteractiveOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForInteractive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForInteractive(page);
    return response;
  };
  return page;
}

/**
 * Closes an open menu or panel with Escape. The popup listens for the key inside itself and takes
 * the focus a moment after it appears, so the key is pressed once the focus is in it.
 */
export async function closeWithEscape(popup: Locator): Promise<void> {
  await expect.poll(() => popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await popup.page().keyboard.press('Escape');
  await expect(popup).toBeHidden();
}
