/** The page number of a listing's `?page=`, from 1; anything else is the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The search params for page `page`: none for the first, so the plain address stays canonical. */
export function pageSearch(page: number): Record<string, string> {
  return page === 1 ? {} : { page: String(page) };
}
