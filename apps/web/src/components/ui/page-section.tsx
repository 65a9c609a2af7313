import { Stack, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A part of a page under its own heading (h2 at h3's size), which names it for assistive technology too. */
export function PageSection({
  title,
  children,
  gap = 'sm',
}: {
  title: ReactNode;
  children: ReactNode;
  /** The space between the heading and each part below it. */
  gap?: MantineSpacing;
}) {
  const titleId = useId();
  return (
    <Stack component="section" gap={gap} aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
