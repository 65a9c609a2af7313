import './lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter, routes } from './app/router';
import { loadShellTexts } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { readServerState } from './lib/server-state';
import { registerServiceWorker } from './lib/service-worker';
import { connectApiClient } from './shell/session/connect-api-client';
import { resetIncompleteSession } from './shell/session/end-session';

/**
 * A server-rendered page hydrates with the same inputs the server had: the shell's texts, the code
 * and texts of its route loaded first (a lazy route would otherwise show its fallback and flash), the server's
 * data in the query cache (nothing fetched twice).
 */
async function loadRenderedRoute(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter(({ route }) => route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Marks the page as taking input (hydrated, or first rendered): until then a server-rendered
 * page's links and fields are markup only. Browser journeys wait for it before acting.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset['interactive'] = 'true';
  }, []);
  return null;
}

async function start(): Promise<void> {
  resetIncompleteSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const serverState = readServerState();
  if (serverState) hydrate(queryClient, serverState.queries);
  await Promise.all([loadShellTexts(), serverState && loadRenderedRoute()]);
  const router = connectApiClient(createAppRouter);
  registerServiceWorker();
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
        <MarkInteractive />
      </AppProvider>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser between components, so a phone can
  // paint and take a tap while the page hydrates instead of freezing for one long task.
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
