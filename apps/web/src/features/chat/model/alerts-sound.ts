// The new-message chime: two short sine tones made with the Web Audio API (no file, no network).

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

function tone(ctx: AudioContext, frequency: number, start: number, length: number) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/** Plays the chime; silently nothing where the browser has no Web Audio. */
export function playChime() {
  const ctx = audioContext();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.01;
  tone(ctx, 880, start, 0.16);
  tone(ctx, 1318.5, start + 0.13, 0.3);
}

/**
 * Browsers start audio only after a user gesture: the first tap or key press anywhere readies the context, so a
 * message that arrives later can ring. Answers the clean-up.
 */
export function readyChimeOnFirstGesture() {
  const ready = () => {
    const ctx = audioContext();
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
    stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', ready, true);
    window.removeEventListener('keydown', ready, true);
  };
  window.addEventListener('pointerdown', ready, true);
  window.addEventListener('keydown', ready, true);
  return stop;
}
