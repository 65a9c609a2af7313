/** The test tone: soft, 440 Hz, long enough to notice and short enough not to annoy. */
const TONE_SECONDS = 1.5;
const TONE_HZ = 440;

type TSinkableAudio = HTMLAudioElement & { setSinkId?: (sinkId: string) => Promise<void> };

/** Whether this browser lets a page choose the speaker it plays through. */
export function canChooseSpeaker(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}

/**
 * Plays the tone through the chosen speaker (the default one when none is chosen or the browser
 * cannot choose). It is made with Web Audio and played by an audio element from a media stream,
 * so it needs no file and the element's setSinkId picks the output.
 */
export async function playTestTone(speakerId: string | null): Promise<void> {
  const context = new AudioContext();
  const audio: TSinkableAudio = new Audio();
  try {
    await context.resume();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const output = context.createMediaStreamDestination();
    oscillator.frequency.value = TONE_HZ;
    // Fades in and out, so the tone starts and stops without a click.
    const start = context.currentTime;
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(0.3, start + 0.1);
    gain.gain.setValueAtTime(0.3, start + TONE_SECONDS - 0.1);
    gain.gain.linearRampToValueAtTime(0, start + TONE_SECONDS);
    oscillator.connect(gain).connect(output);
    audio.srcObject = output.stream;
    if (speakerId && audio.setSinkId) await audio.setSinkId(speakerId);
    // The oscillator's end, or the tone's length by the page's clock if the audio clock lags
    // (a machine without a sound card runs it slowly).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ended = new Promise<void>((resolve) => {
      oscillator.onended = () => resolve();
      timer = setTimeout(resolve, TONE_SECONDS * 1000 + 250);
    }).finally(() => clearTimeout(timer));
    await audio.play();
    oscillator.start(start);
    oscillator.stop(start + TONE_SECONDS);
    await ended;
  } finally {
    audio.pause();
    audio.srcObject = null;
    void context.close();
  }
}
