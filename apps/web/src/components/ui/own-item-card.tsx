import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One item of a person's own list (their articles, their lectures): the title linking to where it
 * is worked on, its status beside it, and what else there is to know below; an `<li>`.
 */
export function OwnItemCard({
  title,
  to,
  status,
  children,
}: {
  title: string;
  to: string;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="h4">
            <Anchor component={Link} to={to} inherit>
              {title}
            </Anchor>
          </Title>
          {status}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
