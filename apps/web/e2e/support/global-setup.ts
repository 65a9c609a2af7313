import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server.ts';
import { launchBrowserServer } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The run's one Chromium, for `connectBrowser()`. */
    browserWsEndpoint: string;
  }
}

/**
 * One server and one Chromium for the whole run; journeys read their addresses with
 * `inject('baseUrl')` and `connectBrowser()`. Both start side by side.
 */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.allSettled([startAppServer(), launchBrowserServer()]);
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.stop();
    if (browser.status === 'fulfilled') await browser.value.close();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  project.provide('baseUrl', server.value.baseUrl);
  project.provide('browserWsEndpoint', browser.value.wsEndpoint());
  return async () => {
    await Promise.all([browser.value.close(), server.value.stop()]);
  };
}
