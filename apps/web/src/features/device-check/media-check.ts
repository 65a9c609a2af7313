import { DeviceCheckOutcome, type TDeviceCheckOutcome } from '@app/contracts/device-check';

/** How long the camera has to show a first picture. */
export const CAMERA_TIMEOUT_MS = 10_000;

export type TMediaChoice = { cameraId: string | null; microphoneId: string | null };

export type TMediaOpened = {
  stream: MediaStream | null;
  camera: TDeviceCheckOutcome | null;
  microphone: TDeviceCheckOutcome | null;
};

const hasKind = (devices: readonly MediaDeviceInfo[], kind: MediaDeviceKind) =>
  devices.some((device) => device.kind === kind);

/**
 * Asks for the chosen camera and microphone. A kind with no device is unavailable, a refusal
 * fails both; otherwise their outcomes stay open (null) until a picture and a sound arrive.
 */
export async function openMedia(choice: TMediaChoice): Promise<TMediaOpened> {
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
    return {
      stream: null,
      camera: DeviceCheckOutcome.Unavailable,
      microphone: DeviceCheckOutcome.Unavailable,
    };
  }
  const devices = await navigator.mediaDevices.enumerateDevices();
  const video = hasKind(devices, 'videoinput');
  const audio = hasKind(devices, 'audioinput');
  const unavailable = {
    camera: video ? null : DeviceCheckOutcome.Unavailable,
    microphone: audio ? null : DeviceCheckOutcome.Unavailable,
  };
  if (!video && !audio) return { stream: null, ...unavailable };
  const wanted = (enabled: boolean, id: string | null) =>
    enabled ? (id ? { deviceId: { exact: id } } : true) : false;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: wanted(video, choice.cameraId),
      audio: wanted(audio, choice.microphoneId),
    });
    return { stream, ...unavailable };
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    const outcome = name === 'NotFoundError' ? DeviceCheckOutcome.Unavailable : DeviceCheckOutcome.Failed;
    return {
      stream: null,
      camera: video ? outcome : DeviceCheckOutcome.Unavailable,
      microphone: audio ? outcome : DeviceCheckOutcome.Unavailable,
    };
  }
}

/** Whether the stream's camera delivers a picture (a frame with a size) within the time-out. */
export function cameraShowsPicture(stream: MediaStream, timeoutMs = CAMERA_TIMEOUT_MS): Promise<boolean> {
  const [track] = stream.getVideoTracks();
  if (!track || track.readyState !== 'live') return Promise.resolve(false);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  return new Promise<boolean>((resolve) => {
    const finish = (shows: boolean) => {
      window.clearTimeout(timer);
      video.srcObject = null;
      resolve(shows);
    };
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    const check = () => {
      if (video.videoWidth > 0) finish(true);
    };
    video.addEventListener('loadeddata', check);
    video.addEventListener('resize', check);
    video.play().catch(() => undefined);
  });
}
