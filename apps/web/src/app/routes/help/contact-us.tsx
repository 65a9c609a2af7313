import { contactSubjects, type TContactSubject } from '@app/contracts/contact';
import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { ContactForm } from '../../../features/contact/components/contact-form';

function isSubject(value: string | null): value is TContactSubject {
  return (contactSubjects as readonly (string | null)[]).includes(value);
}

/** /contactus: the contact form. `?subject=cooperation` preselects a subject (the partnership page links so). */
export default function ContactUsPage() {
  const { t } = useTranslation('contact');
  const [searchParams] = useSearchParams();
  const subject = searchParams.get('subject');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <Text c="gray.8">{t('urgent')}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <ContactForm initialSubject={isSubject(subject) ? subject : undefined} />
      </Paper>
      <Text>
        {t('faqHint')}{' '}
        <Anchor component={Link} to={paths.faq.getHref()}>
          {t('faqLink')}
        </Anchor>
      </Text>
    </ContentPage>
  );
}
