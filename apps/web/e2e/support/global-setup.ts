import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

/** One server for the whole run; journeys read its address with `inject('baseUrl')`. */
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
