import { usePageHead } from './page-head';

/** Sets the tab title with the site's template, '%s | 線上主題諮商'. */
export function useDocumentTitle(title: string): void {
  usePageHead({ title });
}
