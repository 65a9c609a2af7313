import type { TTokenResponse } from '@app/contracts/auth';
import { GrantType } from '@app/contracts/enums';
import { Anchor, Tabs } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/ui/form-card';
import { paths, type TSignInMode } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { takeAuthRedirect } from '../../../shell/session/auth-redirect';
import { landingAfterSignIn } from '../../../shell/session/auto-route';
import { roleHome } from '../../../shell/session/role-home';
import { startSession } from '../../../shell/session/start-session';

function useMode(): TSignInMode {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const mode = searchParams.get('mode');
  if (mode === 'register' || mode === 'forgot') return mode;
  return pathname.toLowerCase() === paths.signInRegister.path ? 'register' : 'signin';
}

/** /signin: sign in, register, or ask for a password reset link. */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mode = useMode();
  const titles = { signin: t('signIn.title'), register: t('register.title'), forgot: t('forgot.title') };
  useDocumentTitle(titles[mode]);

  const onSignedIn = async (token: TTokenResponse) => {
    startSession(token, GrantType.Custom);
    const landing = await landingAfterSignIn(token.role, takeAuthRedirect() ?? roleHome(token.role));
    void navigate(landing, { replace: true });
  };

  if (mode === 'forgot') {
    return (
      <FormCard title={titles.forgot}>
        <ForgotPasswordForm />
        <Anchor component={Link} to={paths.signIn.getHref()} size="sm">
          {t('forgot.backToSignIn')}
        </Anchor>
      </FormCard>
    );
  }

  return (
    <FormCard title={titles[mode]} lead={mode === 'signin' ? t('signIn.lead') : t('register.lead')}>
      <Tabs
        value={mode}
        // One form in the page at a time: hidden copies confuse password managers and tests.
        keepMounted={false}
        onChange={(value) =>
          void navigate(paths.signIn.getHref(value === 'register' ? 'register' : 'signin'), { replace: true })
        }
      >
        <Tabs.List grow aria-label={t('signIn.tabsLabel')} mb="lg">
          <Tabs.Tab value="signin">{t('signIn.title')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('register.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signin">
          <SignInForm onSignedIn={onSignedIn} />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm />
        </Tabs.Panel>
      </Tabs>
    </FormCard>
  );
}
