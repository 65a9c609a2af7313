import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
