import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from './use-translation';

/** What a page says about itself to search engines and link previews, beside its tab title. */
export type TPageHead = {
  title?: string;
  description?: string;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: readonly Record<string, unknown>[];
};

/** Gathers a page's head while the server renders it; later (deeper) components refine earlier ones. */
export type TPageHeadCollector = { record: (head: TPageHead) => void };

/** Given only while the server renders a page; the server writes what it gathers into the <head>. */
export const PageHeadContext = createContext<TPageHeadCollector | null>(null);

/** A collector, and the head it gathers. */
export function createPageHeadCollector(): { head: TPageHead; collector: TPageHeadCollector } {
  const head: TPageHead = {};
  const collector = {
    record: ({ title, description, structuredData }: TPageHead) => {
      if (title !== undefined) head.title = title;
      if (description !== undefined) head.description = description;
      if (structuredData !== undefined) head.structuredData = structuredData;
    },
  };
  return { head, collector };
}

/**
 * The page's title (with the site's template, '%s | 線上主題諮商'), description and structured
 * data. In the browser only the tab title changes; the server puts all of it in the <head>.
 */
export function usePageHead(head: TPageHead): void {
  const { t } = useTranslation('common');
  const fullTitle = head.title === undefined ? undefined : t('titleTemplate', { title: head.title });
  // Rendering on the server (once per request): the head goes into the HTML.
  useContext(PageHeadContext)?.record({ ...head, title: fullTitle });
  useEffect(() => {
    if (fullTitle !== undefined) document.title = fullTitle;
  }, [fullTitle]);
}
