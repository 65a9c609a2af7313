import '@testing-library/jest-dom/vitest';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { translator } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

// Every text of both languages at once, as the server has them: components render without
// waiting for their namespace (the app loads them with the shell and with each page).
const textFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
for (const [file, texts] of Object.entries(textFiles)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (language && namespace) translator.addNamespace(language, namespace, texts);
}

// Pages are lazy chunks; the first import of one is transformed on the fly and can take a while.
configure({ asyncUtilTimeout: 10_000 });

// Browser APIs Mantine uses that jsdom lacks.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
// Textarea's autosize listens for web fonts loading.
(document as { fonts?: EventTarget }).fonts ??= new EventTarget();
window.scrollTo = () => {};

// A test during which anything logs console.error fails: React warnings and stray errors are bugs.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => original(...args));
});

afterEach(async () => {
  cleanup();
  // Mantine keeps toasts and dialogs in stores of its own, which outlive the rendered tree: the
  // files of a worker share them (isolate: false, vitest.config.ts).
  notifications.clean();
  modals.closeAll();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  }
  await translator.changeLanguage('zh-TW');
  expect(consoleError, 'console.error was called during the test').not.toHaveBeenCalled();
});
