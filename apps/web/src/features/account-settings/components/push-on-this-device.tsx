import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../api/push-subscription';

type TPushState = 'unsupported' | 'checking' | 'on' | 'off' | 'denied';

/** Turns Web Push on or off for this browser: the push flags say which reminders it then gets. */
export function PushOnThisDevice() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<TPushState>(() => (pushSupported() ? 'checking' : 'unsupported'));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    void currentSubscription()
      .then((subscription) => {
        if (!live) return;
        if (subscription) setState('on');
        else setState(Notification.permission === 'denied' ? 'denied' : 'off');
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const permission = await enablePush();
      if (permission === 'granted') {
        setState('on');
        showToast({ message: t('notifications.pushEnabled') });
      } else setState(permission === 'denied' ? 'denied' : 'off');
    } catch {
      showToast({ color: 'red', message: t('notifications.pushFailed') });
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await disablePush();
      setState('off');
      showToast({ message: t('notifications.pushDisabled') });
    } catch {
      showToast({ color: 'red', message: t('notifications.pushFailed') });
    } finally {
      setBusy(false);
    }
  };

  const message = {
    unsupported: t('notifications.pushUnsupported'),
    checking: '',
    on: t('notifications.pushOn'),
    off: t('notifications.pushOff'),
    denied: t('notifications.pushDenied'),
  }[state];

  return (
    <Fieldset legend={t('notifications.pushDevice')}>
      <Stack gap="xs">
        {message && <Text fz="sm">{message}</Text>}
        {state === 'on' && (
          <Button variant="light" w="fit-content" loading={busy} onClick={() => void turnOff()}>
            {t('notifications.pushDisable')}
          </Button>
        )}
        {(state === 'off' || state === 'denied') && (
          <Button variant="light" w="fit-content" loading={busy} onClick={() => void turnOn()}>
            {t('notifications.pushEnable')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
