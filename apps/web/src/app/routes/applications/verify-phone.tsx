import type { TPhoneVerified, TSmsCodeSent } from '@app/contracts/sms';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../shell/session/session-store';

/**
 * /verifyphonesingle: a code by SMS to the phone, then the code back; a new counselor is verified,
 * a client has done a step of the free trial and goes back to its steps.
 */
export default function VerifyPhonePage() {
  const { t } = useTranslation('application');
  const isClient = useSession()?.role === 'client';
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<TSmsCodeSent | null>(null);
  const [verified, setVerified] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContentPage title={t('verifyPhone.title')}>
      <Stack maw={420}>
        <Text>{t(isClient ? 'verifyPhone.leadClient' : 'verifyPhone.lead')}</Text>
        {verified ? (
          <>
            <Alert role="status" color="teal">
              {t(isClient ? 'verifyPhone.verifiedClient' : 'verifyPhone.verified')}
            </Alert>
            <Group>
              <Button
                component={Link}
                to={
                  isClient
                    ? paths.user.freeCoursePrompt.getHref()
                    : paths.counselor.scheduleTemplate.getHref()
                }
              >
                {t(isClient ? 'verifyPhone.nextClient' : 'verifyPhone.next')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <TextInput
              label={t('verifyPhone.phone')}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
            <Group>
              <Button
                variant="default"
                loading={busy && sent === null}
                onClick={() =>
                  void run(async () => {
                    setSent(await api.post<TSmsCodeSent>('/User/Phone/SendCode', { phone, country: 'TW' }));
                  })
                }
              >
                {t('verifyPhone.send')}
              </Button>
            </Group>
            {sent && (
              <>
                <Text role="status">{t('verifyPhone.sent', { phone: sent.phone })}</Text>
                <TextInput
                  label={t('verifyPhone.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                />
                <Group>
                  <Button
                    loading={busy}
                    onClick={() =>
                      void run(async () => {
                        await api.post<TPhoneVerified>('/User/Phone/Verify', { phone, country: 'TW', code });
                        setVerified(true);
                        await queryClient.invalidateQueries({ queryKey: ['profile'] });
                      })
                    }
                  >
                    {t('verifyPhone.verify')}
                  </Button>
                </Group>
              </>
            )}
          </>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </ContentPage>
  );
}
