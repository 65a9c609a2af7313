import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardGrid } from './card-grid';

/** The page numbers shown: the first, the last, and the current one with its neighbours; null for a gap. */
export function pagerItems(current: number, total: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}

/** What the pager says, in the list's own words. */
export type TLinkPagerTexts = {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  /** A page number's accessible name. */
  page: (page: number) => string;
};

/**
 * The pages of a public list as links (real addresses, which crawlers follow and which work
 * before the page's script runs), in a navigation landmark of its own; the current page is marked.
 */
export function LinkPager({
  current,
  total,
  hrefOf,
  texts,
}: {
  current: number;
  total: number;
  hrefOf: (page: number) => string;
  texts: TLinkPagerTexts;
}) {
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label={texts.label} justify="center" gap="xs">
      {current > 1 && (
        <Button component={Link} to={hrefOf(current - 1)} variant="default" rel="prev">
          {texts.previous}
        </Button>
      )}
      {pagerItems(current, total).map((page, index) =>
        page === null ? (
          <Text key={`gap-${index}`} component="span" aria-hidden="true" px={4}>
            …
          </Text>
        ) : (
          <Button
            key={page}
            component={Link}
            to={hrefOf(page)}
            variant={page === current ? 'filled' : 'default'}
            aria-current={page === current ? 'page' : undefined}
            aria-label={texts.page(page)}
            miw={40}
            px="xs"
          >
            {page}
          </Button>
        ),
      )}
      {current < total && (
        <Button component={Link} to={hrefOf(current + 1)} variant="default" rel="next">
          {texts.next}
        </Button>
      )}
    </Group>
  );
}

/** What a paged list says around its cards, in the list's own words. */
export type TLinkedPagesTexts = TLinkPagerTexts & {
  /** How many there are in all. */
  count: string;
  /** Past the last page, and the link back to the first. */
  emptyPage: string;
  firstPage: string;
};

/**
 * One page of a public list whose pages are links: how many there are in all, the cards (each an
 * `<li>`) in a grid, and the page links. Past the last page (an old link) it says so and leads
 * back to the first.
 */
export function LinkedCardPages({
  cards,
  current,
  total,
  hrefOf,
  texts,
}: {
  cards: ReactNode[];
  current: number;
  total: number;
  hrefOf: (page: number) => string;
  texts: TLinkedPagesTexts;
}) {
  return (
    <Stack gap="lg">
      <Text c="gray.8">{texts.count}</Text>
      {cards.length === 0 ? (
        <Text>
          {texts.emptyPage}{' '}
          <Anchor component={Link} to={hrefOf(1)}>
            {texts.firstPage}
          </Anchor>
        </Text>
      ) : (
        <>
          <CardGrid cols={{ base: 1, md: 2 }}>{cards}</CardGrid>
          <LinkPager current={current} total={total} hrefOf={hrefOf} texts={texts} />
        </>
      )}
    </Stack>
  );
}

/** The keys a paged list's namespace gives its texts under (the column's and the lectures'). */
type TListTextKey =
  | 'list.count'
  | 'list.emptyPage'
  | 'list.firstPage'
  | 'list.pagination'
  | 'list.previous'
  | 'list.next'
  | 'list.page';

/** A paged list's texts from its namespace's `list.*` keys, for `totalRecords` in all. */
export function listPagesTexts(
  t: (key: TListTextKey, options?: { count?: number; page?: number }) => string,
  totalRecords: number,
): TLinkedPagesTexts {
  return {
    count: t('list.count', { count: totalRecords }),
    emptyPage: t('list.emptyPage'),
    firstPage: t('list.firstPage'),
    label: t('list.pagination'),
    previous: t('list.previous'),
    next: t('list.next'),
    page: (page) => t('list.page', { page }),
  };
}
