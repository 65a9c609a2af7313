import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON the server writes after the page it rendered. */
export const SERVER_STATE_ID = 'server-state';

/** Handed from the server's render to the browser, which hydrates with it instead of fetching. */
export type TServerState = { queries: DehydratedState };

/** The state of a page the server rendered; null for the app shell (signed-in pages). */
export function readServerState(): TServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as TServerState) : null;
}

/** The state as JSON safe inside a <script> element (no `</script>` can end it early). */
export function serializeServerState(state: TServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
