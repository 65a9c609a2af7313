import {
  DEVICE_CHECK_PARTS,
  DeviceCheckOutcome,
  deviceCheckAllOk,
  type TDeviceCheckOutcome,
} from '@app/contracts/device-check';
import { Alert, Badge, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { completeResult, type TDeviceCheckResults } from '../use-device-check';
import { PageSection } from '../../../components/ui/page-section';

/** Whether the result was kept: only a signed-in user's is. */
export type TSaveState = 'signed-out' | 'idle' | 'saving' | 'saved' | 'failed';

const badgeColor: Record<TDeviceCheckOutcome, string> = {
  [DeviceCheckOutcome.Ok]: 'teal.9',
  [DeviceCheckOutcome.Failed]: 'red.9',
  [DeviceCheckOutcome.Unavailable]: 'gray.8',
  [DeviceCheckOutcome.NotConfigured]: 'gray.8',
};

const saveText: Partial<Record<TSaveState, 'overall.saving' | 'overall.saved' | 'overall.saveFailed'>> = {
  saving: 'overall.saving',
  saved: 'overall.saved',
  failed: 'overall.saveFailed',
};

/**
 * Where the check stands: progress while it runs, then one calm sentence overall and each part
 * with what it means. Announced to screen readers as it changes.
 */
export function DeviceCheckResults({
  started,
  results,
  saveState,
}: {
  started: boolean;
  results: TDeviceCheckResults;
  saveState: TSaveState;
}) {
  const { t } = useTranslation('devicecheck');
  const done = DEVICE_CHECK_PARTS.filter((part) => results[part]).length;
  const complete = completeResult(results);
  const saveLine = saveText[saveState];
  return (
    <PageSection title={t('resultsTitle')}>
      <div role="status" aria-live="polite" data-testid="device-check-overall">
        {!started ? (
          <Text>{t('overall.idle')}</Text>
        ) : complete ? (
          <Alert color={deviceCheckAllOk(complete) ? 'teal' : 'yellow'} variant="light">
            <Text>{deviceCheckAllOk(complete) ? t('overall.allOk') : t('overall.attention')}</Text>
            {saveLine && <Text mt="xs">{t(saveLine)}</Text>}
          </Alert>
        ) : (
          <Text>{t('overall.running', { done, total: DEVICE_CHECK_PARTS.length })}</Text>
        )}
      </div>
      {started && !complete && (
        <Progress
          value={(done / DEVICE_CHECK_PARTS.length) * 100}
          aria-label={t('overall.progress')}
          color="teal.8"
        />
      )}
      {started && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {DEVICE_CHECK_PARTS.map((part) => {
            const outcome = results[part];
            return (
              <li key={part} data-testid={`device-check-${part}`}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Text fw={600} w={160} style={{ flexShrink: 0 }}>
                    {t(`parts.${part}`)}
                  </Text>
                  {outcome ? (
                    <Stack gap={2}>
                      <Badge color={badgeColor[outcome]} variant="outline">
                        {t(`outcome.${outcome}`)}
                      </Badge>
                      <Text size="sm">{t(`explain.${part}.${outcome}` as 'explain.camera.ok')}</Text>
                    </Stack>
                  ) : (
                    <Group gap="xs">
                      {part !== 'speaker' && <Loader size="xs" aria-hidden />}
                      <Text size="sm" c="dimmed">
                        {part === 'speaker' ? t('outcome.waiting') : t('outcome.pending')}
                      </Text>
                    </Group>
                  )}
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
    </PageSection>
  );
}
