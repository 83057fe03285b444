import { randomInt } from 'node:crypto';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE_WIDTH, CAPTCHA_WIDTH } from '@dropforge/shared/contract';
import { createCanvas, Path2D } from '@napi-rs/canvas';
import { type Point, SLIDER_Y } from './points';
import { renderBackground } from './render-background';

/** Height of the piece's bounding box inside its 47 px wide strip. */
export const PIECE_HEIGHT = 42;
/** The hole starts at least this far from the left edge, where the slider rests. */
export const PUZZLE_MIN_X = 90;
const PUZZLE_MAX_X = CAPTCHA_WIDTH - CAPTCHA_PIECE_WIDTH - 8;

/** A jigsaw piece (34 px body, a knob on top and right, a notch on the left) with its box's top-left at (x, y). */
export function piecePath(x: number, y: number): Path2D {
  const p = new Path2D();
  const top = y + 8;
  const bottom = top + 34;
  const left = x + 3;
  const right = left + 34;
  const r = 7;
  p.moveTo(left, top);
  p.lineTo(left + 17 - r, top);
  p.arc(left + 17, top, r, Math.PI, 0, false);
  p.lineTo(right, top);
  p.lineTo(right, top + 17 - r);
  p.arc(right, top + 17, r, -Math.PI / 2, Math.PI / 2, false);
  p.lineTo(right, bottom);
  p.lineTo(left, bottom);
  p.lineTo(left, top + 17 + r - 1);
  p.arc(left, top + 17, r - 1, Math.PI / 2, -Math.PI / 2, true);
  p.closePath();
  return p;
}

export type PuzzleImages = {
  originalImageBase64: string;
  jigsawImageBase64: string;
  /** The protocol answer: the strip's left edge x and the fixed protocol y. */
  answer: Point;
  /** Where the piece sits vertically (baked into both images). */
  pieceY: number;
};

/** The background with a darkened, outlined hole and the 47×155 strip holding the cut-out piece. */
export async function renderPuzzle(): Promise<PuzzleImages> {
  const background = renderBackground();
  const x = randomInt(PUZZLE_MIN_X, PUZZLE_MAX_X + 1);
  const pieceY = randomInt(6, CAPTCHA_HEIGHT - PIECE_HEIGHT - 6 + 1);

  const strip = createCanvas(CAPTCHA_PIECE_WIDTH, CAPTCHA_HEIGHT);
  const s = strip.getContext('2d');
  const inStrip = piecePath(0, pieceY);
  s.save();
  s.clip(inStrip);
  s.drawImage(background, -x, 0);
  s.restore();
  s.lineJoin = 'round';
  s.lineWidth = 3;
  s.strokeStyle = 'rgba(0, 0, 0, 0.45)';
  s.stroke(inStrip);
  s.lineWidth = 1.5;
  s.strokeStyle = 'rgba(255, 255, 255, 0.95)';
  s.stroke(inStrip);

  const g = background.getContext('2d');
  const hole = piecePath(x, pieceY);
  g.fillStyle = 'rgba(0, 0, 0, 0.45)';
  g.fill(hole);
  g.save();
  g.clip(hole);
  g.lineWidth = 6;
  g.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  g.stroke(hole);
  g.restore();
  g.lineJoin = 'round';
  g.lineWidth = 1.5;
  g.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  g.stroke(hole);

  const [original, jigsaw] = await Promise.all([background.encode('png'), strip.encode('png')]);
  return {
    originalImageBase64: original.toString('base64'),
    jigsawImageBase64: jigsaw.toString('base64'),
    answer: { x, y: SLIDER_Y },
    pieceY,
  };
}
