import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { isNarrowFooter } from './layout-rules';
import { useViewport } from './use-viewport';

type TFooterLink = { label: string; href: string; external?: boolean };

function FooterLink({ link }: { link: TFooterLink }) {
  const { t } = useTranslation('common');
  if (link.external) {
    return (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer" c="gray.8" fz="sm">
        {link.label}
        <VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={link.href} c="gray.8" fz="sm">
      {link.label}
    </Anchor>
  );
}

function FooterColumn({ title, links }: { title: string; links: TFooterLink[] }) {
  return (
    <nav aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.href}>
            <FooterLink link={link} />
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/**
 * The spec's footer: about, help and legal links, social links when configured, and where to find
 * help at once. One column below 1024 px.
 */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const narrow = isNarrowFooter(useViewport().width);
  const about: TFooterLink[] = [
    { label: t('footer.introductionTeam'), href: paths.introductionTeam.getHref() },
    { label: t('footer.introductionArchitecture'), href: paths.introductionArchitecture.getHref() },
    { label: t('footer.introductionStory'), href: paths.introductionStory.getHref() },
    { label: t('footer.introductionMission'), href: paths.introductionMission.getHref() },
    { label: t('footer.lectures'), href: paths.viewCounselorOnlineGroup.index.getHref() },
    { label: t('footer.joinTeamDesc'), href: paths.joinTeamDesc.getHref() },
  ];
  const help: TFooterLink[] = [
    { label: t('footer.supportCenter'), href: paths.supportCenter.getHref() },
    { label: t('footer.contactUs'), href: paths.contactUs.getHref() },
    { label: t('footer.terms'), href: paths.terms.getHref() },
    ...(env.termsPdfUrl ? [{ label: t('footer.termsPdf'), href: env.termsPdfUrl, external: true }] : []),
    ...(env.counselingCenterUrl
      ? [{ label: t('footer.counselingCenter'), href: env.counselingCenterUrl, external: true }]
      : []),
  ];
  const social = (['facebook', 'youtube', 'line', 'instagram'] as const).flatMap((network) => {
    const href = env.socialLinks[network];
    return href ? [{ label: t(`footer.${network}`), href, external: true }] : [];
  });

  return (
    <Box
      component="footer"
      bg="gray.0"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <SimpleGrid cols={narrow ? 1 : 3} spacing={narrow ? 'lg' : 'xl'}>
          <FooterColumn title={t('footer.about')} links={about} />
          <FooterColumn title={t('footer.help')} links={help} />
          {social.length > 0 && <FooterColumn title={t('footer.social')} links={social} />}
        </SimpleGrid>
        <Stack gap={4} mt="xl">
          <Text fz="sm">{t('footer.crisis')}</Text>
          <Text fz="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
