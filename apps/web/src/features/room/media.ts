/** The local camera and microphone (domain spec §7 "Media", §8 media errors). */

export type TMediaProblem =
  /** Neither a camera nor a microphone exists. */
  | 'noDevices'
  /** The browser or the person refused access. */
  | 'permission';

export type TLocalMedia = {
  stream: MediaStream | null;
  /** A video course without a camera: voice only, and the NoCamera notice. */
  noCamera: boolean;
  problem: TMediaProblem | null;
};

/** What to ask for: only kinds a device exists for; audio alone for a voice course. */
export function mediaRequest(
  devices: readonly Pick<MediaDeviceInfo, 'kind'>[],
  voiceOnly: boolean,
): { audio: boolean; video: boolean } {
  return {
    audio: devices.some((device) => device.kind === 'audioinput'),
    video: !voiceOnly && devices.some((device) => device.kind === 'videoinput'),
  };
}

/**
 * A failure worth telling the person: any refusal except a device already in use by another
 * tab or program, which the spec leaves unreported (the session goes on without it).
 */
export function isReportedMediaError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return !/in use/i.test(message);
}

/** Enumerates the devices and asks for what exists; never throws. */
export async function openLocalMedia(voiceOnly: boolean): Promise<TLocalMedia> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  const wanted = mediaRequest(devices, voiceOnly);
  const noCamera = !voiceOnly && !wanted.video;
  if (!wanted.audio && !wanted.video) return { stream: null, noCamera, problem: 'noDevices' };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia(wanted), noCamera, problem: null };
  } catch (error) {
    return { stream: null, noCamera, problem: isReportedMediaError(error) ? 'permission' : null };
  }
}

/** Whether this browser can hold a session at all. */
export function supportsWebRtc(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.RTCPeerConnection === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}
