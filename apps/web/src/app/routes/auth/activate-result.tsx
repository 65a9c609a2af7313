import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/ui/form-card';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useActivateAccount } from '../../../features/auth/api/activate-account';
import { ResendActivation } from '../../../features/auth/components/resend-activation';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /ActivateResult?token=: activates the account the mail was sent for, or offers a new mail. */
export default function ActivateResultPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token');
  const activation = useActivateAccount(token);
  const errorText = useErrorText();
  useDocumentTitle(t('activate.title'));

  let content;
  if (!token || activation.isError) {
    content = (
      <Stack>
        <Alert color="red" role="alert">
          {!token && t('activate.missingToken')}
          {token &&
            (activation.error instanceof ApiError ? t('activate.failed') : errorText(activation.error))}
        </Alert>
        <ResendActivation />
      </Stack>
    );
  } else if (activation.isPending) {
    content = <PageLoader label={t('activate.activating')} />;
  } else {
    content = (
      <Stack>
        <Alert color="sea" role="status">
          {activation.data === 'already-activated' ? t('activate.already') : t('activate.success')}
        </Alert>
        <Button component={Link} to={paths.signIn.getHref()}>
          {t('activate.goSignIn')}
        </Button>
      </Stack>
    );
  }
  return <FormCard title={t('activate.title')}>{content}</FormCard>;
}
