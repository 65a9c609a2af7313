import type { TIceServer } from '@app/contracts/room';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../shell/session/session-store';
import { getRelayServers } from '../api/get-relay-servers';
import { useSaveDeviceCheck } from '../api/save-device-check';
import { completeResult, useDeviceCheck } from '../use-device-check';
import { CameraPreview } from './camera-preview';
import { DeviceCheckResults, type TSaveState } from './device-check-results';
import { DevicePickers } from './device-pickers';
import { MicrophoneMeter } from './microphone-meter';

const noRelayServers = async (): Promise<TIceServer[] | null> => null;

/**
 * `/devicecheck`: camera, microphone, speakers and connectivity, tried in this browser. Anyone may
 * run it; a signed-in user's result is saved for the counselor of their coming sessions.
 */
export function DeviceCheck() {
  const { t } = useTranslation('devicecheck');
  const signedIn = useSession() !== null;
  const check = useDeviceCheck(signedIn ? getRelayServers : noRelayServers);
  const save = useSaveDeviceCheck();
  const complete = completeResult(check.results);
  const savedFor = useRef<object | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Each finished check is saved once; a new run (or a changed part) makes a new result.
  useEffect(() => {
    if (!signedIn || !complete || savedFor.current === check.results) return;
    savedFor.current = check.results;
    save.mutate(complete);
  }, [check.results, complete, save, signedIn]);

  const saveState: TSaveState = !signedIn
    ? 'signed-out'
    : save.isPending
      ? 'saving'
      : save.isError
        ? 'failed'
        : save.isSuccess && save.variables === complete
          ? 'saved'
          : 'idle';

  function start() {
    setAttempt((count) => count + 1);
    save.reset();
    void check.start();
  }

  return (
    <Stack gap="lg">
      <Text>{t('intro')}</Text>
      {!signedIn && <Alert color="blue">{t('signedOut')}</Alert>}
      <Group>
        <Button onClick={start}>{attempt === 0 ? t('start') : t('again')}</Button>
      </Group>
      {check.started && (
        <Card withBorder>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('devices.title')}
            </Title>
            <DevicePickers devices={check.devices} choice={check.choice} onChoose={check.choose} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <CameraPreview stream={check.stream} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack gap="md">
                  <MicrophoneMeter level={check.level} />
                  <SpeakerTest
                    step={check.speakerStep}
                    onPlay={() => void check.playTone()}
                    onAnswer={check.answerTone}
                  />
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        </Card>
      )}
      <DeviceCheckResults started={check.started} results={check.results} saveState={saveState} />
    </Stack>
  );
}

function SpeakerTest({
  step,
  onPlay,
  onAnswer,
}: {
  step: 'idle' | 'playing' | 'asking';
  onPlay: () => void;
  onAnswer: (heard: boolean) => void;
}) {
  const { t } = useTranslation('devicecheck');
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" onClick={onPlay} loading={step === 'playing'}>
        {step === 'playing' ? t('speaker.playing') : t('speaker.play')}
      </Button>
      {step === 'asking' && (
        <Group gap="sm" role="group" aria-labelledby="speaker-question">
          <Text id="speaker-question">{t('speaker.question')}</Text>
          <Button size="sm" onClick={() => onAnswer(true)}>
            {t('speaker.yes')}
          </Button>
          <Button size="sm" variant="default" onClick={() => onAnswer(false)}>
            {t('speaker.no')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
