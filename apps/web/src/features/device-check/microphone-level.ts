/** A level above this (0–100) counts as sound: the microphone hears something. */
export const SOUND_LEVEL = 4;

/**
 * Follows the loudness of a microphone's stream (Web Audio AnalyserNode) and calls onLevel with
 * 0–100 ten times a second; answers the function that stops it.
 */
export function watchMicrophoneLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const context = new AudioContext();
  void context.resume();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  const timer = window.setInterval(() => {
    analyser.getByteTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
    const rms = Math.sqrt(sum / samples.length);
    // Speech at a normal distance is around 0.05–0.3 RMS: scaled so it fills most of the meter.
    onLevel(Math.min(100, Math.round(rms * 300)));
  }, 100);
  return () => {
    window.clearInterval(timer);
    source.disconnect();
    void context.close();
  };
}
