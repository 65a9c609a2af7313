import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as browserQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../lib/theme';
import { DeferredOverlays } from '../shell/overlays/deferred-overlays';

/**
 * Theme, data cache, dialogs and toasts (the last two loaded once needed). The light scheme is
 * forced: Mantine's scheme script would be an inline script, which the Content-Security-Policy
 * forbids.
 */
export function AppProvider({
  children,
  queryClient = browserQueryClient,
}: {
  children: ReactNode;
  /** The server renders each request with a cache of its own. */
  queryClient?: QueryClient;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <DeferredOverlays />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
