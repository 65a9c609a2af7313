import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { usePageHead } from '../../lib/page-head';

/** A reading page: its title (the tab's too), a lead paragraph, and the sections below. */
export function ContentPage({
  title,
  lead,
  size = 'md',
  children,
}: {
  title: string;
  lead?: string;
  /** Wider for listings of cards. */
  size?: 'md' | 'lg';
  children?: ReactNode;
}) {
  usePageHead({ title, description: lead });
  return (
    <Container size={size} py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{title}</Title>
          {lead && (
            <Text fz="lg" c="gray.8">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** A titled part of a page, named by its heading for screen readers' landmark lists. */
export function ContentSection({
  title,
  id,
  children,
}: {
  title: string;
  /** An anchor other pages link to (/faq#trial). */
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" id={id} aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export type TTextSection = { title: string; paragraphs?: readonly string[]; points?: readonly string[] };

/** Paragraphs, then points as a bulleted list. */
export function TextBlock({ paragraphs = [], points = [] }: Omit<TTextSection, 'title'>) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {points.length > 0 && (
        <List spacing="xs">
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/** Sections of prose as the locale files hold them: a title, paragraphs and points each. */
export function TextSections({ sections }: { sections: readonly TTextSection[] }) {
  return sections.map((section) => (
    <ContentSection key={section.title} title={section.title}>
      <TextBlock paragraphs={section.paragraphs} points={section.points} />
    </ContentSection>
  ));
}

/** Numbered steps, read as a list. */
export function StepList({ steps }: { steps: readonly string[] }) {
  return (
    <List type="ordered" spacing="xs">
      {steps.map((step) => (
        <List.Item key={step}>{step}</List.Item>
      ))}
    </List>
  );
}
