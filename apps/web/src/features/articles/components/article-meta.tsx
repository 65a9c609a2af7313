import type { TArticleByline, TArticleScale } from '@app/contracts/articles';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';

/** A dot between the parts of a byline, skipped by screen readers. */
export function ArticleMetaDot() {
  return (
    <Text component="span" aria-hidden="true" c="gray.7">
      ·
    </Text>
  );
}

/** The date of a moment, in Taiwan's time, machine-readable too. */
export function ArticleDate({ iso, text }: { iso: string; text?: string }) {
  return <time dateTime={iso}>{text ?? formatDate(iso)}</time>;
}

/** "Self-check": an article that carries a scale to answer. */
export function ScaleBadge({ scale }: { scale: TArticleScale | null }) {
  const { t } = useTranslation('articles');
  if (!scale) return null;
  return (
    <Badge variant="light" color="sea.8" w="fit-content">
      {t('card.scale')}
    </Badge>
  );
}

/**
 * Who wrote an article (their name linking to their articles, and what they are), when it was
 * published and how long it takes to read; `children` adds further parts (an update's date).
 */
export function ArticleMeta({
  author,
  publishedAt,
  readingMinutes,
  children,
}: {
  author: TArticleByline;
  publishedAt: string;
  readingMinutes: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('articles');
  return (
    <Group component="p" gap={6} m={0} fz="sm" c="gray.8" wrap="wrap" style={{ rowGap: 2 }}>
      <Anchor component={Link} to={paths.article.getHref(author.id)} fz="sm" fw={600}>
        {author.name}
      </Anchor>
      <Text component="span" fz="sm">
        {author.title}
      </Text>
      <ArticleMetaDot />
      <Text component="span" fz="sm">
        <ArticleDate iso={publishedAt} />
      </Text>
      {children}
      <ArticleMetaDot />
      <Text component="span" fz="sm">
        {t('card.readingMinutes', { minutes: readingMinutes })}
      </Text>
    </Group>
  );
}
