import './mantine-styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as browserQueryClient } from '../lib/query-client';
import { DeferredOverlays } from '../shell/overlays/deferred-overlays';
import { SiteMantineProvider } from './site-mantine-provider';

/** Theme, data cache, dialogs and toasts (the last two loaded once needed). */
export function AppProvider({
  children,
  queryClient = browserQueryClient,
}: {
  children: ReactNode;
  /** The server renders each request with a cache of its own. */
  queryClient?: QueryClient;
}) {
  return (
    <SiteMantineProvider>
      <QueryClientProvider client={queryClient}>
        <DeferredOverlays />
        {children}
      </QueryClientProvider>
    </SiteMantineProvider>
  );
}
