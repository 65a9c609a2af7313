/**
 * A GET of the API that a page shows: its cache key and its path under /api/{locale}. The browser
 * fetches it through the query cache; the server fetches it before rendering the page and hands
 * the answer over in the page, so the browser does not ask again.
 */
export type TApiRead = { queryKey: readonly unknown[]; path: string };
