/** The page number of a listing's `?page=`, from 1; anything else is the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The search params for page `page`: none for the first, so the plain address stays canonical. */
export function pageSearch(page: number): Record<string, string> {
  return page === 1 ? {} : { page: String(page) };
}

/** The address of page `page` of a listing filtered by `search` (empty filters left out). */
export function listingParams(search: Record<string, string | undefined>, page = 1): URLSearchParams {
  const params = new URLSearchParams(pageSearch(page));
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  return params;
}

/**
 * A search form's fields as a query. The forms are read from the page, not from React state, so
 * what a visitor typed before the page came alive still counts (and without JavaScript the
 * browser sends the same fields as the address).
 */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.set(key, value);
  return query;
}
