import { Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../../../components/ui/content-page';
import { CrisisLines } from '../../../components/ui/crisis-lines';
import { paths } from '../../../config/paths';
import { faqSections } from './faq-sections';
import { CardGrid } from '../../../components/ui/card-grid';

/** /supportcenter: help topics leading into the FAQ, the way to write to support, and crisis lines. */
export default function SupportCenterPage() {
  const { t } = useTranslation('help');
  return (
    <ContentPage title={t('supportCenter.title')} lead={t('supportCenter.lead')}>
      <CrisisLines />
      <ContentSection title={t('supportCenter.topicsTitle')}>
        <CardGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {faqSections.map((section) => {
            const topic = t(`faq.sections.${section}.title`);
            return (
              <Paper component="li" key={section} withBorder p="md">
                <Title order={3} fz="lg" mb={4}>
                  {topic}
                </Title>
                <Text mb="xs">{t(`supportCenter.topics.${section}`)}</Text>
                <Anchor component={Link} to={paths.faq.getHref(section)}>
                  {t('supportCenter.readMore', { topic })}
                </Anchor>
              </Paper>
            );
          })}
        </CardGrid>
      </ContentSection>
      <ContentSection title={t('supportCenter.contact.title')}>
        <Text>{t('supportCenter.contact.text')}</Text>
        <div>
          <Button component={Link} to={paths.contactUs.getHref()}>
            {t('supportCenter.contact.button')}
          </Button>
        </div>
      </ContentSection>
    </ContentPage>
  );
}
