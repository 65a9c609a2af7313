import { env } from '../config/env';
import { paths } from '../config/paths';

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
