import { webLocales } from '@app/contracts/locale';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { htmlLangOfLocale, setWebLocale, useWebLocale } from '../lib/i18n';

/** 繁中 / English: two toggle buttons, each written in its own language. */
export function LocaleSwitch() {
  const { t } = useTranslation('common');
  const current = useWebLocale();
  return (
    <Group role="group" aria-label={t('locale.label')} gap={4} wrap="nowrap">
      {webLocales.map((locale) => (
        <Button
          key={locale}
          size="compact-sm"
          variant={locale === current ? 'light' : 'subtle'}
          c={locale === current ? undefined : 'gray.9'}
          aria-pressed={locale === current}
          lang={htmlLangOfLocale[locale]}
          onClick={() => void setWebLocale(locale)}
        >
          {t(`locale.${locale}`)}
        </Button>
      ))}
    </Group>
  );
}
