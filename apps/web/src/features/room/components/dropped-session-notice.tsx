import { ErrorCode } from '@app/contracts/error-codes';
import type { TRoomRole } from '@app/contracts/room';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { showToast } from '../../../shell/overlays/toast';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { confirmDialog } from '../../../shell/dialogs';
import type { RoomSession, TRoomState } from '../room-session';

/**
 * Shown once the other party has been gone past the drop threshold. The counselor may extend the
 * session by the time lost (within the slot's buffer) or mark it interrupted; the client is asked
 * to stay.
 */
export function DroppedSessionNotice({
  session,
  state,
  role,
}: {
  session: RoomSession;
  state: TRoomState;
  role: TRoomRole;
}) {
  const { t } = useTranslation('room');
  const [busy, setBusy] = useState(false);
  if (!state.otherDropped) return null;

  async function extend() {
    setBusy(true);
    const code = await session.extendSession();
    setBusy(false);
    if (code === 0) showToast({ color: 'teal', message: t('dropped.extended') });
    else if (code === ErrorCode.Conflict)
      showToast({ color: 'yellow', message: t('dropped.nothingToExtend') });
    else showToast({ color: 'red', message: t('endFailed') });
  }

  async function interrupt() {
    const confirmed = await confirmDialog({
      title: t('dropped.interruptConfirm.title'),
      message: t('dropped.interruptConfirm.message'),
      confirmLabel: t('dropped.interruptConfirm.confirm'),
      cancelLabel: t('dropped.interruptConfirm.cancel'),
    });
    if (confirmed && !(await session.interruptSession())) {
      showToast({ color: 'red', message: t('dropped.interruptFailed') });
    }
  }

  return (
    <Alert color="yellow" title={t('dropped.title')} data-testid="dropped-session">
      <Stack gap="xs">
        <Text size="sm">{role === 'counselor' ? t('dropped.counselorText') : t('dropped.clientText')}</Text>
        {role === 'counselor' && (
          <Group gap="sm">
            <Button size="xs" onClick={() => void extend()} loading={busy} disabled={!state.socketConnected}>
              {t('dropped.extend')}
            </Button>
            <Button
              size="xs"
              color="red.9"
              variant="outline"
              onClick={() => void interrupt()}
              disabled={!state.socketConnected}
            >
              {t('dropped.interrupt')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
