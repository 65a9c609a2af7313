import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from '../app/router';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../lib/theme';
import Overlays from '../shell/overlays/overlays';
import { connectApiClient } from '../shell/session/connect-api-client';

/** The app's providers, with Mantine's test mode: no transitions, no portals. */
function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env="test"
    >
      <QueryClientProvider client={queryClient}>
        {/* Mounted at once (the app loads it on demand), so dialogs open without a wait. */}
        <Overlays />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The whole app (or the given routes) at a path, as the browser would show it. */
export function renderRoute(path: string, appRoutes: RouteObject[] = routes) {
  const router = connectApiClient(() => createMemoryRouter(appRoutes, { initialEntries: [path] }));
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router };
}

/** One component, with the providers and a router around it. */
export function renderWithProviders(ui: ReactNode) {
  return renderRoute('/', [{ path: '*', element: ui }]);
}
