import { ActionIcon, Affix } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { MAIN_CONTENT_ID } from '../components/ui/skip-link';
import { ArrowUpIcon } from './icons';

/** Back to the top of the page; focus follows to the page's start. */
export default function BackToTop() {
  const { t } = useTranslation('shell');
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <ActionIcon
        size={44}
        radius="xl"
        variant="filled"
        aria-label={t('backToTop')}
        onClick={() => {
          window.scrollTo({ top: 0, behavior: 'smooth' });
          document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
        }}
      >
        <ArrowUpIcon />
      </ActionIcon>
    </Affix>
  );
}
