import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/ui/form-card';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /signin/reset?token=: the page the reset mail links to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  useDocumentTitle(t('reset.title'));
  return (
    <FormCard title={t('reset.title')} lead={token ? t('reset.lead') : undefined}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack>
          <Alert color="red" role="alert">
            {t('reset.missingToken')}
          </Alert>
          <Anchor component={Link} to={paths.signIn.getHref('forgot')}>
            {t('reset.requestAgain')}
          </Anchor>
        </Stack>
      )}
    </FormCard>
  );
}
