import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// The parts of a card in a grid of counselors or topics: its frame, its linked title, its short facts.

/** A card's short facts, as a description list: screen readers pair each term with its value. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Stack component="dl" gap={4} m={0}>
      {children}
    </Stack>
  );
}

/** One term and its value (text, or a link such as a number to dial); left out when there is no value. */
export function Fact({ term, value }: { term: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <Group component="div" gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" fz="sm" fw={600} style={{ flexShrink: 0 }}>
        {term}
      </Text>
      <Text component="dd" fz="sm" m={0}>
        {value}
      </Text>
    </Group>
  );
}

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
