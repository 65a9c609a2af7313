import {
  DEVICE_CHECK_PARTS,
  DeviceCheckOutcome,
  type TDeviceCheckInput,
  type TDeviceCheckOutcome,
  type TDeviceCheckPart,
} from '@app/contracts/device-check';
import type { TIceServer } from '@app/contracts/room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkDirect, checkStun, checkTurn, hasPeerConnection } from './connectivity';
import { cameraShowsPicture, openMedia } from './media-check';
import { SOUND_LEVEL, watchMicrophoneLevel } from './microphone-level';
import { playTestTone } from './test-tone';

/** How long the microphone has to hear something before it counts as silent. */
export const MICROPHONE_TIMEOUT_MS = 15_000;

/** Each part's outcome; a part missing is still being checked (or, the speaker, waits for the person). */
export type TDeviceCheckResults = Partial<Record<TDeviceCheckPart, TDeviceCheckOutcome>>;

export type TDeviceChoice = {
  cameraId: string | null;
  microphoneId: string | null;
  speakerId: string | null;
};

export type TSpeakerStep = 'idle' | 'playing' | 'asking';

/** The finished result, once every part has one. */
export function completeResult(results: TDeviceCheckResults): TDeviceCheckInput | null {
  if (!DEVICE_CHECK_PARTS.every((part) => results[part])) return null;
  return results as TDeviceCheckInput;
}

/**
 * Runs the device check: camera and microphone from the chosen devices (picture and level), the
 * speaker by the person's answer after a test tone, and the three ways to connect. relayServers
 * answers the STUN/TURN servers, or null when this visitor is not given them.
 */
export function useDeviceCheck(relayServers: () => Promise<TIceServer[] | null>) {
  const [started, setStarted] = useState(false);
  const [results, setResults] = useState<TDeviceCheckResults>({});
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [level, setLevel] = useState(0);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState<TDeviceChoice>({
    cameraId: null,
    microphoneId: null,
    speakerId: null,
  });
  const [speakerStep, setSpeakerStep] = useState<TSpeakerStep>('idle');
  const stopMedia = useRef<() => void>(() => {});
  const run = useRef(0);

  const settle = useCallback((part: TDeviceCheckPart, outcome: TDeviceCheckOutcome) => {
    setResults((current) => ({ ...current, [part]: outcome }));
  }, []);

  /** (Re)opens the camera and microphone and watches them; an older run's late answers are dropped. */
  const checkMedia = useCallback(
    async (wanted: Pick<TDeviceChoice, 'cameraId' | 'microphoneId'>) => {
      stopMedia.current();
      stopMedia.current = () => {};
      const thisRun = ++run.current;
      const current = () => thisRun === run.current;
      setResults(({ camera: _camera, microphone: _microphone, ...rest }) => rest);
      setLevel(0);
      const opened = await openMedia(wanted);
      if (!current()) {
        opened.stream?.getTracks().forEach((track) => track.stop());
        return;
      }
      if (navigator.mediaDevices?.enumerateDevices) {
        // With permission given, the devices have their names: the pickers can show them.
        setDevices(await navigator.mediaDevices.enumerateDevices());
      }
      setStream(opened.stream);
      if (opened.camera) settle('camera', opened.camera);
      if (opened.microphone) settle('microphone', opened.microphone);
      const media = opened.stream;
      if (!media) return;
      const cleanups = [() => media.getTracks().forEach((track) => track.stop())];
      stopMedia.current = () => cleanups.forEach((cleanup) => cleanup());
      if (!opened.camera) {
        void cameraShowsPicture(media).then((shows) => {
          if (current()) settle('camera', shows ? DeviceCheckOutcome.Ok : DeviceCheckOutcome.Failed);
        });
      }
      if (!opened.microphone && media.getAudioTracks().length > 0) {
        let heard = false;
        const silence = window.setTimeout(() => {
          if (current() && !heard) settle('microphone', DeviceCheckOutcome.Failed);
        }, MICROPHONE_TIMEOUT_MS);
        cleanups.push(() => window.clearTimeout(silence));
        cleanups.push(
          watchMicrophoneLevel(media, (value) => {
            setLevel(value);
            if (!heard && value >= SOUND_LEVEL) {
              heard = true;
              settle('microphone', DeviceCheckOutcome.Ok);
            }
          }),
        );
      }
    },
    [settle],
  );

  const checkConnectivity = useCallback(async () => {
    if (!hasPeerConnection()) {
      for (const part of ['direct', 'stun', 'turn'] as const) settle(part, DeviceCheckOutcome.Unavailable);
      return;
    }
    const servers = await relayServers().catch(() => undefined);
    void checkDirect().then((outcome) => settle('direct', outcome));
    if (servers === undefined) {
      // The servers could not be fetched: the relay parts cannot be tried, which is a failure.
      settle('stun', DeviceCheckOutcome.Failed);
      settle('turn', DeviceCheckOutcome.Failed);
      return;
    }
    void checkStun(servers).then((outcome) => settle('stun', outcome));
    void checkTurn(servers).then((outcome) => settle('turn', outcome));
  }, [relayServers, settle]);

  const start = useCallback(async () => {
    setStarted(true);
    setResults({});
    setSpeakerStep('idle');
    // Connectivity after the media: once a camera is allowed, the browser offers its real addresses.
    await checkMedia(choice);
    await checkConnectivity();
  }, [checkConnectivity, checkMedia, choice]);

  const choose = useCallback(
    (next: Partial<TDeviceChoice>) => {
      const updated = { ...choice, ...next };
      setChoice(updated);
      if (started && ('cameraId' in next || 'microphoneId' in next)) void checkMedia(updated);
      if ('speakerId' in next) {
        setResults(({ speaker: _speaker, ...rest }) => rest);
        setSpeakerStep('idle');
      }
    },
    [checkMedia, choice, started],
  );

  const playTone = useCallback(async () => {
    setSpeakerStep('playing');
    try {
      await playTestTone(choice.speakerId);
      setSpeakerStep('asking');
    } catch {
      setSpeakerStep('idle');
      settle('speaker', DeviceCheckOutcome.Failed);
    }
  }, [choice.speakerId, settle]);

  const answerTone = useCallback(
    (heard: boolean) => {
      setSpeakerStep('idle');
      settle('speaker', heard ? DeviceCheckOutcome.Ok : DeviceCheckOutcome.Failed);
    },
    [settle],
  );

  // Leaving the page turns the camera and microphone off, and drops answers still on their way.
  useEffect(
    () => () => {
      run.current += 1;
      stopMedia.current();
    },
    [],
  );

  return {
    started,
    results,
    stream,
    level,
    devices,
    choice,
    speakerStep,
    start,
    choose,
    playTone,
    answerTone,
  };
}
