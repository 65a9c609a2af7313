import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { i18next } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

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
window.scrollTo = () => {};

// A test during which anything logs console.error fails: React warnings and stray errors are bugs.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => original(...args));
});

afterEach(async () => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  }
  await i18next.changeLanguage('zh-TW');
  expect(consoleError, 'console.error was called during the test').not.toHaveBeenCalled();
});
