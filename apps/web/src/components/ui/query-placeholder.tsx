import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from './page-loader';

/** What a read's placeholder says: while it loads, and when it failed with a button to ask again. */
export type TQueryTexts = { loading: string; error: string; retry: string };

/**
 * What stands in for a read that has no data yet: a loader while it is on its way, or the failure
 * said plainly with a retry button. Callers render it until `query.isSuccess`.
 */
export function QueryPlaceholder({ query, texts }: { query: UseQueryResult; texts: TQueryTexts }) {
  if (query.isPending) return <PageLoader label={texts.loading} />;
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{texts.error}</Text>
        <Button variant="light" color="red" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
