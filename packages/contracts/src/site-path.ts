/**
 * Whether a link from untrusted text — a mail's link, a remembered page, a query parameter —
 * is a path of this site, and so may be followed or returned to. Browsers drop tabs and line
 * breaks from a URL and read a backslash as a slash, so `/\evil.example` or `/<tab>/evil.example`
 * lead to another site; what passes here stays on this origin even once its escapes are decoded.
 */
export function isSitePath(link: string | null | undefined): link is string {
  if (!link || /\\/.test(link) || !isPlainPath(link)) return false;
  try {
    return isPlainPath(decodeURIComponent(link));
  } catch {
    // A malformed escape: no browser or router reads it the same way twice.
    return false;
  }
}

/** Starts with exactly one slash (`//host` is another site) and holds no control characters. */
function isPlainPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f\u007f]/.test(path);
}
