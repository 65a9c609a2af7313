import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page that only says something — not found, an error — with the ways on below it. */
export function MessagePage({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{text}</Text>
        {actions}
      </Stack>
    </Container>
  );
}
