import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { captchaMessage } from './messages';
import { PIECE_HEIGHT, PUZZLE_MIN_X, renderPuzzle } from './render-puzzle';
import { GLYPHS, MAX_ROTATION_DEG, renderableGlyphs, renderWords } from './render-words';

async function pixels(base64: string) {
  const image = await loadImage(Buffer.from(base64, 'base64'));
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: g.getImageData(0, 0, image.width, image.height).data };
}

describe('puzzle images', () => {
  it('draws a 310×155 background and a 47×155 strip that is transparent except the piece', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await renderPuzzle();
      expect(p.originalImageBase64.startsWith('iVBORw0KGgo')).toBe(true);
      const bg = await pixels(p.originalImageBase64);
      expect([bg.width, bg.height]).toEqual([310, 155]);
      const strip = await pixels(p.jigsawImageBase64);
      expect([strip.width, strip.height]).toEqual([47, 155]);
      expect(p.answer.x).toBeGreaterThanOrEqual(PUZZLE_MIN_X);
      expect(p.answer.x).toBeLessThanOrEqual(310 - 47);
      expect(p.answer.y).toBe(5);
      const alpha = (x: number, y: number) => strip.data[(y * 47 + x) * 4 + 3] as number;
      // Opaque at the piece's centre, transparent well above and below it.
      expect(alpha(20, p.pieceY + 25)).toBe(255);
      const above = p.pieceY - 4;
      const below = p.pieceY + PIECE_HEIGHT + 4;
      if (above >= 0) expect(alpha(20, above)).toBe(0);
      if (below < 155) expect(alpha(20, below)).toBe(0);
    }
  });
});

describe('click-word images', () => {
  it('uses only glyphs the fonts really draw', () => {
    expect(renderableGlyphs().length).toBe(GLYPHS.length);
  });

  it('asks 3 of 4 distinct characters, each in its own fifth, inside the image', async () => {
    expect(MAX_ROTATION_DEG).toBe(45);
    for (let i = 0; i < 10; i++) {
      const w = await renderWords();
      expect(w.wordList).toHaveLength(3);
      expect(new Set(w.wordList).size).toBe(3);
      const fifths = w.answer.map((p) => Math.floor(p.x / 62));
      expect(new Set(fifths).size).toBe(3);
      for (const p of w.answer) {
        expect(p.x).toBeGreaterThanOrEqual(20);
        expect(p.x).toBeLessThanOrEqual(290);
        expect(p.y).toBeGreaterThanOrEqual(20);
        expect(p.y).toBeLessThanOrEqual(135);
      }
      const bg = await pixels(w.originalImageBase64);
      expect([bg.width, bg.height]).toEqual([310, 155]);
    }
  });
});

describe('messages', () => {
  it('fills the field into 0011 and answers in the caller language', () => {
    expect(captchaMessage('0011', 'en', { field: 'token' })).toBe('token cannot be empty');
    expect(captchaMessage('6110', 'en')).toBe('The captcha has expired, please refresh it');
    expect(captchaMessage('6110', 'de')).not.toBe(captchaMessage('6110', 'en'));
    expect(captchaMessage('0011', 'de', { field: 'token' })).toContain('token');
  });
});
