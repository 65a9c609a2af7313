import { env } from '../config/env';
import { paths, scaleAuthorId } from '../config/paths';

export type TMenuItem = {
  label: 'team' | 'focusIssues' | 'counselingCenter' | 'psychologicalScale' | 'article' | 'eap';
  href: string;
  external?: boolean;
};

/** The spec's top menu, in its order; the counselling centre appears once its address is configured. */
export function topMenuItems(hostname: string): TMenuItem[] {
  const items: (TMenuItem | null)[] = [
    { label: 'team', href: paths.team.getHref() },
    { label: 'focusIssues', href: paths.focusIssues.getHref() },
    env.counselingCenterUrl
      ? { label: 'counselingCenter', href: env.counselingCenterUrl, external: true }
      : null,
    { label: 'psychologicalScale', href: paths.psychologicalScale.getHref(hostname) },
    { label: 'article', href: paths.article.getHref() },
    { label: 'eap', href: paths.eap.getHref() },
  ];
  return items.filter((item) => item !== null);
}

/** Where the browser is: the path and the query, as react-router's location gives them. */
export type TWhere = { pathname: string; search: string };

/** Psychological scales are one author's articles: /article with that author id. */
function isScaleList(where: TWhere, scaleAuthor: number): boolean {
  return (
    where.pathname === '/article' && new URLSearchParams(where.search).get('authorid') === String(scaleAuthor)
  );
}

/**
 * How a menu entry marks the section the visitor is in: "page" on the entry's own page, "true"
 * on a page under it (a counselor's page under Counselors), nothing elsewhere. Psychological
 * scales and column articles share /article; the scale author's list belongs to the first only.
 */
export function currentMarker(
  item: Pick<TMenuItem, 'href' | 'external'>,
  where: TWhere,
  hostname: string,
): 'page' | 'true' | undefined {
  if (item.external) return undefined;
  const scaleAuthor = scaleAuthorId(hostname);
  const target = new URL(item.href, 'http://site.invalid');
  const inSection = where.pathname === target.pathname || where.pathname.startsWith(`${target.pathname}/`);
  if (!inSection) return undefined;
  if (isScaleList(target, scaleAuthor) !== isScaleList(where, scaleAuthor)) return undefined;
  return where.pathname === target.pathname ? 'page' : 'true';
}
