import { Accordion, Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage, ContentSection, StepList, TextBlock } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { faqSections, type TFaqSection } from './faq-sections';

type TFaqItem = { question: string; answer: readonly string[]; steps?: readonly string[] };

function FaqSection({ section }: { section: TFaqSection }) {
  const { t } = useTranslation('help');
  const items: readonly TFaqItem[] = t(`faq.sections.${section}.items`, { returnObjects: true });
  return (
    <ContentSection id={section} title={t(`faq.sections.${section}.title`)}>
      <Accordion multiple variant="separated" order={3}>
        {items.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <TextBlock paragraphs={item.answer} />
              {item.steps && <StepList steps={item.steps} />}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </ContentSection>
  );
}

/** /faq: answers from the product's rules, by section, each question opening in place. */
export default function FaqPage() {
  const { t } = useTranslation('help');
  return (
    <ContentPage title={t('faq.title')} lead={t('faq.lead')}>
      {faqSections.map((section) => (
        <FaqSection key={section} section={section} />
      ))}
      <Text>
        <Anchor component={Link} to={paths.supportCenter.getHref()}>
          {t('supportCenter.title')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to={paths.contactUs.getHref()}>
          {t('supportCenter.contact.button')}
        </Anchor>
      </Text>
    </ContentPage>
  );
}
