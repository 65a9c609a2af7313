import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The sign-in pages' frame: the page's one heading, a line of lead text, and the form on a card. */
export function FormCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Container size={460} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {title}
            </Title>
            {lead && <Text c="dimmed">{lead}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
