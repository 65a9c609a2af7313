import { ActionIcon, Affix } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../components/ui/skip-link';
import { ArrowUpIcon } from './icons';
import { showsBackToTop } from './layout-rules';
import { useViewport } from './use-viewport';

/** Back to the top of a long page on wide screens; focus follows to the page's start. */
export function BackToTop({ appView }: { appView: boolean }) {
  const { t } = useTranslation('shell');
  const viewport = useViewport();
  if (!showsBackToTop({ ...viewport, appView })) return null;
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
