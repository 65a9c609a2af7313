import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A part of a page under its own heading (h2 at h3's size), which names it for assistive technology too. */
export function PageSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
