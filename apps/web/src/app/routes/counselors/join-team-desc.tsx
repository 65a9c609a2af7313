import { Button, List, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage, ContentSection, TextBlock } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';

/** /jointeamdesc: for counselors — practising here, who can apply, the six steps, the review. */
export default function JoinTeamDescPage() {
  const { t } = useTranslation('join');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <ContentSection title={t('practice.title')}>
        <TextBlock points={t('practice.points', { returnObjects: true })} />
      </ContentSection>
      <ContentSection title={t('requirements.title')}>
        <TextBlock points={t('requirements.points', { returnObjects: true })} />
      </ContentSection>
      <ContentSection title={t('steps.title')}>
        <List type="ordered" spacing="sm">
          {t('steps.items', { returnObjects: true }).map((step) => (
            <List.Item key={step.title}>
              <Text fw={700}>{step.title}</Text>
              <Text>{step.text}</Text>
            </List.Item>
          ))}
        </List>
      </ContentSection>
      <ContentSection title={t('review.title')}>
        <TextBlock paragraphs={t('review.paragraphs', { returnObjects: true })} />
      </ContentSection>
      <ContentSection title={t('start.title')}>
        <Text>{t('start.text')}</Text>
        <div>
          <Button component={Link} to={paths.joinTeam.getHref()}>
            {t('start.button')}
          </Button>
        </div>
      </ContentSection>
    </ContentPage>
  );
}
