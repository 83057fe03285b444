/**
 * Wheel sounds generated with the Web Audio API (no files): a click as the pointer passes each segment,
 * a rising chime on a win and a falling tone on a loss. The context starts on a click (`unlockAudio`).
 */
type AudioCtor = typeof AudioContext;

let context: AudioContext | null = null;
let lastTick = 0;

export function unlockAudio(): void {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext);
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

function tone(
  ctx: AudioContext,
  type: OscillatorType,
  from: number,
  to: number,
  at: number,
  peak: number,
  decay: number,
) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  if (to !== from) osc.frequency.exponentialRampToValueAtTime(to, at + decay);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + decay);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + decay + 0.02);
}

function running(): AudioContext | null {
  return context?.state === 'running' ? context : null;
}

/** The pointer crossed a segment line (merged when closer than 30 ms). */
export function playTick(): void {
  const ctx = running();
  if (!ctx || ctx.currentTime - lastTick < 0.03) return;
  lastTick = ctx.currentTime;
  tone(ctx, 'triangle', 1700 + Math.random() * 200, 650, ctx.currentTime, 0.12, 0.035);
}

export function playResult(success: boolean): void {
  const ctx = running();
  if (!ctx) return;
  const now = ctx.currentTime + 0.01;
  if (success) {
    [523.25, 659.25, 783.99, 1046.5, 1318.5].forEach((note, i) => {
      tone(ctx, 'sine', note, note, now + i * 0.07, 0.2, 0.55);
      tone(ctx, 'triangle', note * 2, note * 2, now + i * 0.07, 0.04, 0.25);
    });
  } else {
    tone(ctx, 'sawtooth', 220, 110, now, 0.08, 0.5);
    tone(ctx, 'sine', 196, 98, now + 0.12, 0.14, 0.6);
  }
}
