/**
 * Reel sounds generated with the Web Audio API (no audio files): a short click per card passing the
 * marker and a chime on landing whose brightness follows the best rarity won. The context is created
 * on the first user gesture (`unlockAudio`), as browsers require.
 */
type AudioCtor = typeof AudioContext;

let context: AudioContext | null = null;
let lastTick = 0;
/** Ticks closer together than this merge into one (the reel passes many cards per frame at full speed). */
const TICK_GAP_S = 0.035;

function ctor(): AudioCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext;
}

/** Creates or resumes the audio context; call from a click handler. */
export function unlockAudio(): void {
  const Ctor = ctor();
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

function envelope(ctx: AudioContext, at: number, peak: number, decay: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + decay);
  gain.connect(ctx.destination);
  return gain;
}

function tone(ctx: AudioContext, type: OscillatorType, freq: number, at: number, peak: number, decay: number): void {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  osc.connect(envelope(ctx, at, peak, decay));
  osc.start(at);
  osc.stop(at + decay + 0.02);
}

/** A card passed the marker: a dry click, slightly detuned each time so it does not drone. */
export function playTick(): void {
  const ctx = context;
  if (ctx?.state !== 'running') return;
  const now = ctx.currentTime;
  if (now - lastTick < TICK_GAP_S) return;
  lastTick = now;
  const osc = ctx.createOscillator();
  osc.type = 'triangle';
  osc.frequency.setValueAtTime(1900 + Math.random() * 250, now);
  osc.frequency.exponentialRampToValueAtTime(700, now + 0.03);
  osc.connect(envelope(ctx, now, 0.16, 0.04));
  osc.start(now);
  osc.stop(now + 0.06);
}

/** Major arpeggio (C6 E6 G6 C7 E7 G7…): more and higher notes for better rarities (rank 0…6). */
const NOTES = [523.25, 659.25, 783.99, 1046.5, 1318.5, 1568, 2093];

/** The reel landed: a chime, longer and brighter for a rarer best drop. */
export function playWin(rank: number): void {
  const ctx = context;
  if (ctx?.state !== 'running') return;
  const now = ctx.currentTime + 0.01;
  const count = 3 + Math.min(4, Math.max(0, rank - 1));
  for (let i = 0; i < count; i++) {
    const note = NOTES[i] ?? NOTES[NOTES.length - 1]!;
    tone(ctx, 'sine', note, now + i * 0.07, 0.2, 0.5 + i * 0.05);
    tone(ctx, 'triangle', note * 2, now + i * 0.07, 0.04, 0.25);
  }
  if (rank >= 5) tone(ctx, 'sine', 130.81, now, 0.25, 0.9);
}
