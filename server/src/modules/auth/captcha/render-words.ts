import { randomInt } from 'node:crypto';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@dropforge/shared/contract';
import { createCanvas } from '@napi-rs/canvas';
import type { Point } from './points';
import { renderBackground } from './render-background';

/**
 * Latin capitals and digits that stay unambiguous when rotated by up to 45° (no O/0/Q, I/1, S/5, Z/2, 6/9).
 * The server has no CJK font; every glyph is checked to render (see `renderableGlyphs`).
 */
export const GLYPHS = 'ABCDEFGHJKLMNPRTUVWXY3478';
export const FONT_FAMILY = '"DejaVu Sans", "Liberation Sans", sans-serif';
export const WORD_COUNT = 4;
export const ASKED_COUNT = 3;
export const MAX_ROTATION_DEG = 45;
const FIFTH = CAPTCHA_WIDTH / 5;
const EDGE = 20;

/** Opaque pixels of `text` drawn alone on a 48×48 canvas, as a string mask. */
function inkMask(text: string): { ink: number; mask: string } {
  const canvas = createCanvas(48, 48);
  const g = canvas.getContext('2d');
  g.font = `bold 32px ${FONT_FAMILY}`;
  g.fillStyle = '#000';
  g.fillText(text, 6, 38);
  const data = g.getImageData(0, 0, 48, 48).data;
  let ink = 0;
  let mask = '';
  for (let i = 3; i < data.length; i += 4) {
    const on = (data[i] as number) > 127;
    if (on) ink++;
    mask += on ? '1' : '0';
  }
  return { ink, mask };
}

let renderable: string[] | undefined;
/** The glyphs the installed fonts really draw: some ink, and not the "missing glyph" box. */
export function renderableGlyphs(): string[] {
  if (renderable) return renderable;
  const missing = inkMask('\uE000').mask;
  renderable = [...GLYPHS].filter((ch) => {
    const { ink, mask } = inkMask(ch);
    return ink > 40 && mask !== missing;
  });
  if (renderable.length < WORD_COUNT) throw new Error(`only ${renderable.length} captcha glyphs render`);
  return renderable;
}

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export type WordImages = {
  originalImageBase64: string;
  /** The characters to click, in order. */
  wordList: string[];
  /** Centres of the asked characters, in `wordList` order. */
  answer: Point[];
};

/** 4 distinct characters, one in each of 4 of the image's 5 columns, rotated ±45°; 3 of them are asked. */
export async function renderWords(): Promise<WordImages> {
  const background = renderBackground();
  const g = background.getContext('2d');
  const chars = shuffled(renderableGlyphs()).slice(0, WORD_COUNT);
  const columns = shuffled([0, 1, 2, 3, 4])
    .slice(0, WORD_COUNT)
    .sort((a, b) => a - b);
  const hue = Math.random() * 360;

  const placed = chars.map((text, i) => {
    const left = (columns[i] as number) * FIFTH;
    const centre = {
      x: randomInt(Math.ceil(left + EDGE), Math.floor(left + FIFTH - EDGE) + 1),
      y: randomInt(EDGE + 8, CAPTCHA_HEIGHT - EDGE - 8 + 1),
    };
    const size = randomInt(28, 35);
    const angle = (randomInt(-MAX_ROTATION_DEG, MAX_ROTATION_DEG + 1) * Math.PI) / 180;
    g.save();
    g.translate(centre.x, centre.y);
    g.rotate(angle);
    g.font = `bold ${size}px ${FONT_FAMILY}`;
    const m = g.measureText(text);
    // Centre the ink box (not the em box) on the stored point.
    const ox = (m.actualBoundingBoxLeft - m.actualBoundingBoxRight) / 2;
    const oy = (m.actualBoundingBoxAscent - m.actualBoundingBoxDescent) / 2;
    g.lineJoin = 'round';
    g.lineWidth = 5;
    g.strokeStyle = 'rgba(15, 15, 25, 0.9)';
    g.shadowColor = 'rgba(0, 0, 0, 0.6)';
    g.shadowBlur = 4;
    g.strokeText(text, ox, oy);
    g.shadowBlur = 0;
    g.fillStyle = `hsl(${Math.round(hue + i * 70) % 360}, 100%, 86%)`;
    g.fillText(text, ox, oy);
    g.restore();
    return { text, centre };
  });

  const asked = shuffled(placed).slice(0, ASKED_COUNT);
  const png = await background.encode('png');
  return {
    originalImageBase64: png.toString('base64'),
    wordList: asked.map((p) => p.text),
    answer: asked.map((p) => p.centre),
  };
}
