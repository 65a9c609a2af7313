import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useDocumentTitle } from '../../../lib/use-document-title';

const sections = ['service', 'account', 'booking', 'privacy', 'recording', 'recharge', 'contact'] as const;

/**
 * /terms: the terms of service and privacy policy the register form asks people to agree to; the
 * booking and recharge agreements link to their sections (#terms-booking and the like).
 */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('title'));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Text>{t('lead')}</Text>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`terms-${section}`}>
            <Title order={2} fz="h3" id={`terms-${section}`} mb="xs">
              {t(`${section}.title`)}
            </Title>
            <Text>{t(`${section}.text`)}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
