/**
 * One page of rows and the number of rows in all, read side by side: `page` is the query with its
 * limit and offset, `counted` the same filter's `select({ total: count() })`.
 */
export async function withTotal<T>(
  page: PromiseLike<T[]>,
  counted: PromiseLike<{ total: number }[]>,
): Promise<{ records: T[]; total: number }> {
  const [records, [row]] = await Promise.all([page, counted]);
  return { records, total: row?.total ?? 0 };
}
