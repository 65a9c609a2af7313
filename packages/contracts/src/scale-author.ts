/**
 * The author whose articles are the psychological scales (shell spec §9): 35 on test or local
 * hosts, 15 on the official site. The menu links to that author's list, and the demo data gives the
 * scales to the author of the host it is seeded for. Plain values only: the web app's entry imports
 * this, and must not load zod for it.
 */
export function scaleAuthorId(hostname: string): number {
  const isTestHost = hostname === 'localhost' || hostname === '127.0.0.1' || hostname.includes('test');
  return isTestHost ? 35 : 15;
}
