/** The site's host name on the server: the public address it is configured with (set once at start). */
let serverHostname = 'localhost';

export function setServerHostname(hostname: string): void {
  serverHostname = hostname;
}

/** The host the page is served from: some links differ between the official and test sites. */
export function siteHostname(): string {
  return typeof window === 'undefined' ? serverHostname : window.location.hostname;
}
