/** A short, soft test tone (440 Hz, fading in and out) as a WAV file the page can play. */
export function testToneUrl(seconds = 1.5, frequency = 440): string {
  const sampleRate = 22_050;
  const samples = Math.floor(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  const fade = sampleRate * 0.1;
  for (let index = 0; index < samples; index += 1) {
    const envelope = Math.min(1, index / fade, (samples - index) / fade);
    const value = Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 0.3 * envelope;
    view.setInt16(44 + index * 2, Math.round(value * 32_767), true);
  }
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
}

type TSinkableAudio = HTMLAudioElement & { setSinkId?: (sinkId: string) => Promise<void> };

/** Whether this browser lets a page choose the speaker it plays through. */
export function canChooseSpeaker(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}

/** Plays the tone through the chosen speaker (the default one when none is chosen or supported). */
export async function playTestTone(speakerId: string | null): Promise<void> {
  const url = testToneUrl();
  const audio: TSinkableAudio = new Audio(url);
  try {
    if (speakerId && audio.setSinkId) await audio.setSinkId(speakerId);
    const ended = new Promise<void>((resolve, reject) => {
      audio.onended = () => resolve();
      audio.onerror = () => reject(new Error('the test tone could not be played'));
    });
    await audio.play();
    await ended;
  } finally {
    URL.revokeObjectURL(url);
  }
}
