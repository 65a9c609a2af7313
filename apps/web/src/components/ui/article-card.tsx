import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One card of a grid (a counselor, a topic): an article, bordered, as tall as its row. */
export function ArticleCard({ children }: { children: ReactNode }) {
  return (
    <Paper component="article" withBorder p="lg" h="100%">
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** A card's heading: the name of what it shows, a link to its page. */
export function ArticleCardTitle({ order, to, children }: { order: 2 | 3; to: string; children: ReactNode }) {
  return (
    <Title order={order} fz="h3">
      <Anchor component={Link} to={to} inherit>
        {children}
      </Anchor>
    </Title>
  );
}
