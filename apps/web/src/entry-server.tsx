import './lib/i18n';
import { apiLocaleOfWebLocale, type TApiLocale, type TWebLocale } from '@app/contracts/locale';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import type { TRouteHandle } from './app/route-handle';
import { routes } from './app/router';
import { serverTranslator } from './lib/i18n-server';
import { TranslatorProvider } from './lib/use-translation';
import { createPageHeadCollector, PageHeadContext, type TPageHead } from './lib/page-head';
import { createQueryClient } from './lib/query-client';
import type { TServerState } from './lib/server-state';
import { setServerHostname } from './lib/site-host';

export { htmlLangOfLocale } from './lib/i18n';
export { SERVER_STATE_ID, serializeServerState } from './lib/server-state';

/** What the page needs from the server that renders it. */
export type TRenderRequest = {
  url: URL;
  locale: TWebLocale;
  /** The data of a GET /api/{locale}{path}; throws when the API refuses. */
  readApi: (apiLocale: TApiLocale, path: string) => Promise<unknown>;
};

export type TRenderedPage = {
  status: number;
  head: TPageHead;
  state: TServerState;
  /** The data the page shows, without fetch times: equal for equal pages (the server's ETag). */
  dataFingerprint: string;
  /** Starts rendering; the HTML streams into the writable, which is ended after it. */
  render: (callbacks: {
    onShellReady: (stream: PipeableStream) => void;
    onShellError: (error: unknown) => void;
    onError: (error: unknown) => void;
  }) => void;
};

/** Called once at start: links that differ between the official and test sites follow this. */
export function configureServerRender(options: { hostname: string }): void {
  setServerHostname(options.hostname);
}

/**
 * True for the pages anyone may see: no route on the way checks a session (those have loaders,
 * which read the browser's storage) — those pages stay rendered in the browser.
 */
export function isPublicPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.every(({ route }) => route.loader === undefined);
}

/**
 * Renders a public page: resolves its route (code and texts), fetches the API reads it shows into
 * a query cache of its own, then renders with that cache so the HTML holds the content.
 */
export async function renderPage({ url, locale, readApi }: TRenderRequest): Promise<TRenderedPage | null> {
  if (!isPublicPage(url.pathname)) return null;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  const queryClient = createQueryClient();
  const apiLocale = apiLocaleOfWebLocale[locale];
  const reads = (
    await Promise.all(
      context.matches.map(({ route, params }) => {
        const handle = route.handle as TRouteHandle | undefined;
        return handle?.reads?.({ params, searchParams: url.searchParams }) ?? [];
      }),
    )
  ).flat();
  // A read the API refuses (an unknown counselor) is left to the browser, which shows its error.
  await Promise.allSettled(
    reads.map(async ({ queryKey, path }) => {
      queryClient.setQueryData(queryKey, await readApi(apiLocale, path));
    }),
  );

  const router = createStaticRouter(handler.dataRoutes, context);
  const { head, collector } = createPageHeadCollector();
  const translator = serverTranslator(locale);
  const unknownPath = context.matches.at(-1)?.route.path === '*';
  return {
    status: unknownPath ? 404 : context.statusCode,
    head,
    state: { queries: dehydrate(queryClient) },
    dataFingerprint: JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map(({ queryKey, state }) => [queryKey, state.data]),
    ),
    render: ({ onShellReady, onShellError, onError }) => {
      const stream = renderToPipeableStream(
        <StrictMode>
          <PageHeadContext.Provider value={collector}>
            <TranslatorProvider translator={translator}>
              <AppProvider queryClient={queryClient}>
                {/* The browser router starts from the address; no inline script (the CSP forbids it). */}
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProvider>
            </TranslatorProvider>
          </PageHeadContext.Provider>
        </StrictMode>,
        { onShellReady: () => onShellReady(stream), onShellError, onError },
      );
    },
  };
}
