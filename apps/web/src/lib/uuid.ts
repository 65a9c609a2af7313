const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/**
 * Whether `id` can name a record the API keys by UUID (an article, a lecture): anything else
 * names none, and a page shows its not-found state without asking. Checked by shape: no zod on
 * the public pages.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
