import { Alert, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { PageLoader } from './page-loader';

/** What waits for an expert's review, oldest first: loading, a failure, nothing, or a card each. */
export function ReviewQueue<T extends { id: string }>({
  queue,
  texts,
  card,
}: {
  queue: UseQueryResult<T[]>;
  texts: { loading: string; error: string; empty: string };
  card: (item: T) => ReactNode;
}) {
  if (queue.isPending) return <PageLoader label={texts.loading} />;
  if (queue.isError)
    return (
      <Alert color="red" role="alert">
        {texts.error}
      </Alert>
    );
  if (queue.data.length === 0) return <Text>{texts.empty}</Text>;
  return (
    <Stack gap="xl">
      {queue.data.map((item) => (
        <Fragment key={item.id}>{card(item)}</Fragment>
      ))}
    </Stack>
  );
}
