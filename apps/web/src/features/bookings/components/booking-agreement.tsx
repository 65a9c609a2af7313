import type { TConsentRequired } from '@app/contracts/consents';
import { Anchor, Checkbox } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** The agreement a booking asks for: one box, with a link to each text it covers. */
export function BookingAgreement({
  texts,
  agreed,
  onChange,
}: {
  texts: TConsentRequired['texts'];
  agreed: boolean;
  onChange: (agreed: boolean) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <Checkbox
      checked={agreed}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        <span>
          {t('order.agree')}{' '}
          {texts.map((text, index) => (
            <span key={text.text}>
              {index > 0 ? '、' : ''}
              <Anchor component={Link} to={text.path} target="_blank">
                {t(`order.texts.${text.text}`)}
              </Anchor>
            </span>
          ))}
        </span>
      }
    />
  );
}
