import { webLocales } from '@app/contracts/locale';
import { Group } from '@mantine/core';
import { plainButtonClass } from '../components/ui/plain-button';
import { useTranslation } from '../lib/use-translation';
import { htmlLangOfLocale, setWebLocale, useWebLocale } from '../lib/i18n';

/** 繁中 / English: two toggle buttons, each written in its own language. */
export function LocaleSwitch() {
  const { t } = useTranslation('common');
  const current = useWebLocale();
  return (
    <Group role="group" aria-label={t('locale.label')} gap={4} wrap="nowrap">
      {webLocales.map((locale) => (
        <button
          key={locale}
          type="button"
          className={plainButtonClass(locale === current ? 'light' : 'subtle', 'compactSm')}
          aria-pressed={locale === current}
          lang={htmlLangOfLocale[locale]}
          onClick={() => void setWebLocale(locale)}
        >
          {t(`locale.${locale}`)}
        </button>
      ))}
    </Group>
  );
}
