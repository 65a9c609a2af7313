import { Alert, Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import { VerifyStatus } from '@app/contracts/enums';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { Fact, Facts } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import {
  AppointmentSettings,
  NotificationSettings,
} from '../../../features/account-settings/components/notification-settings';
import type { TSettingGroup } from '../../../features/account-settings/components/setting-group';

const SettingGroup = lazy(() => import('../../../features/account-settings/components/setting-group'));

/** One of the groups whose forms load when first opened. */
function LazyGroup(props: TSettingGroup) {
  const { t } = useTranslation('settings');
  return (
    <Suspense fallback={<PageLoader label={t('loading')} />}>
      <SettingGroup {...props} />
    </Suspense>
  );
}
import { LicenseSettings } from '../../../features/licenses/components/license-settings';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile, type TProfile } from '../../../shell/session/get-profile';

/** The account tab: who is signed in and their phone. */
function AccountSummary({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('settings');
  if (profile.role === 'expert') return null;
  const { phone, phoneVerified, email, name } =
    profile.role === 'client'
      ? { ...profile.profile, name: profile.profile.nickName }
      : { ...profile.profile, phoneVerified: null, name: profile.profile.fullName };
  return (
    <Stack gap="md">
      <Title order={2}>{t('account.title')}</Title>
      <Facts>
        <Fact term={t('account.email')} value={email} />
        <Fact term={t('account.name')} value={name} />
        <Fact
          term={t('account.phone')}
          value={
            phone ? (
              <Group gap="xs">
                <span>{phone}</span>
                {phoneVerified !== null && (
                  <Badge variant="light" color={phoneVerified ? 'teal.9' : 'gray.8'}>
                    {phoneVerified ? t('account.phoneVerified') : t('account.phoneNotVerified')}
                  </Badge>
                )}
              </Group>
            ) : (
              t('account.phoneNone')
            )
          }
        />
      </Facts>
    </Stack>
  );
}

type TSettingTab =
  | 'account'
  | 'password'
  | 'personal'
  | 'phone'
  | 'emergency'
  | 'notifications'
  | 'appointment'
  | 'service'
  | 'custom'
  | 'freetrial'
  | 'licenses';

/** /user/accountsetting: a client's or counselor's settings, one tab per group (?tab=). */
export default function AccountSettingPage() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const isCounselor = profile.data?.role === 'counselor';
  const tabs: TSettingTab[] = isCounselor
    ? [
        'account',
        'password',
        'personal',
        'phone',
        'notifications',
        'appointment',
        'service',
        'custom',
        'freetrial',
        'licenses',
      ]
    : ['account', 'password', 'personal', 'phone', 'emergency', 'notifications'];
  const asked = searchParams.get('tab') ?? 'account';
  const tab = (tabs as string[]).includes(asked) ? asked : 'account';

  return (
    <ContentPage title={t('title')} lead={t('lead')} size="lg">
      {profile.isPending ? (
        <PageLoader label={t('loading')} />
      ) : profile.isError ? (
        <Alert color="red" role="alert">
          {t('error')}
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) =>
            setSearchParams(value === 'account' ? {} : { tab: value ?? '' }, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('tabs.label')} mb="lg">
            {tabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="account">
            <AccountSummary profile={profile.data} />
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <LazyGroup group="password" />
          </Tabs.Panel>
          {profile.data.role === 'client' && (
            <Tabs.Panel value="phone">
              <LazyGroup
                group="phone"
                phone={profile.data.profile.phone}
                verified={profile.data.profile.phoneVerified}
              />
            </Tabs.Panel>
          )}
          {profile.data.role === 'counselor' && (
            <Tabs.Panel value="phone">
              <LazyGroup
                group="phone"
                phone={profile.data.profile.phone}
                verified={profile.data.profile.verifyStatus === VerifyStatus.Verified}
              />
            </Tabs.Panel>
          )}
          {profile.data.role === 'client' && (
            <Tabs.Panel value="personal">
              <LazyGroup group="clientPersonal" />
            </Tabs.Panel>
          )}
          {profile.data.role === 'client' && (
            <Tabs.Panel value="emergency">
              <LazyGroup group="emergency" profile={profile.data.profile} />
            </Tabs.Panel>
          )}
          {profile.data.role === 'counselor' && (
            <>
              <Tabs.Panel value="personal">
                <LazyGroup group="personal" profile={profile.data.profile} />
              </Tabs.Panel>
              <Tabs.Panel value="service">
                <LazyGroup group="service" profile={profile.data.profile} />
              </Tabs.Panel>
              <Tabs.Panel value="custom">
                <LazyGroup group="custom" profile={profile.data.profile} />
              </Tabs.Panel>
              <Tabs.Panel value="freetrial">
                <LazyGroup group="freetrial" profile={profile.data.profile} />
              </Tabs.Panel>
            </>
          )}
          {profile.data.role !== 'expert' && (
            <Tabs.Panel value="notifications">
              <NotificationSettings start={profile.data.profile} />
            </Tabs.Panel>
          )}
          {profile.data.role === 'counselor' && (
            <Tabs.Panel value="appointment">
              <AppointmentSettings start={profile.data.profile.canReserveAfter} />
            </Tabs.Panel>
          )}
          {isCounselor && (
            <Tabs.Panel value="licenses">
              <LicenseSettings />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </ContentPage>
  );
}
