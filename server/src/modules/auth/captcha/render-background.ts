import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@dropforge/shared/contract';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

/** Visual randomness only (colours, shapes, noise); answers use node:crypto's randomInt. */
const rnd = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${Math.round(h) % 360}, ${s}%, ${l}%, ${a})`;

type Shape = (g: SKRSContext2D, hue: number) => void;

const circle: Shape = (g, hue) => {
  g.beginPath();
  g.arc(rnd(0, CAPTCHA_WIDTH), rnd(0, CAPTCHA_HEIGHT), rnd(10, 55), 0, Math.PI * 2);
  g.fillStyle = hsl(hue, rnd(75, 95), rnd(50, 68), rnd(0.35, 0.75));
  g.fill();
};

const ring: Shape = (g, hue) => {
  g.beginPath();
  g.arc(rnd(0, CAPTCHA_WIDTH), rnd(0, CAPTCHA_HEIGHT), rnd(14, 45), 0, Math.PI * 2);
  g.lineWidth = rnd(3, 9);
  g.strokeStyle = hsl(hue, 90, rnd(55, 75), rnd(0.4, 0.8));
  g.stroke();
};

const box: Shape = (g, hue) => {
  g.save();
  g.translate(rnd(0, CAPTCHA_WIDTH), rnd(0, CAPTCHA_HEIGHT));
  g.rotate(rnd(0, Math.PI));
  const w = rnd(18, 70);
  const h = rnd(12, 50);
  g.fillStyle = hsl(hue, rnd(70, 95), rnd(45, 65), rnd(0.35, 0.7));
  g.fillRect(-w / 2, -h / 2, w, h);
  g.restore();
};

const triangle: Shape = (g, hue) => {
  const cx = rnd(0, CAPTCHA_WIDTH);
  const cy = rnd(0, CAPTCHA_HEIGHT);
  const r = rnd(14, 50);
  const turn = rnd(0, Math.PI * 2);
  g.beginPath();
  for (let i = 0; i < 3; i++) {
    const a = turn + (i * Math.PI * 2) / 3;
    g.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  g.closePath();
  g.fillStyle = hsl(hue, rnd(75, 95), rnd(50, 70), rnd(0.35, 0.7));
  g.fill();
};

const wave: Shape = (g, hue) => {
  g.beginPath();
  g.moveTo(-10, rnd(0, CAPTCHA_HEIGHT));
  g.bezierCurveTo(
    rnd(50, 150),
    rnd(-40, CAPTCHA_HEIGHT + 40),
    rnd(160, 260),
    rnd(-40, CAPTCHA_HEIGHT + 40),
    CAPTCHA_WIDTH + 10,
    rnd(0, CAPTCHA_HEIGHT),
  );
  g.lineWidth = rnd(2, 7);
  g.strokeStyle = hsl(hue, 85, rnd(60, 80), rnd(0.4, 0.8));
  g.stroke();
};

const SHAPES: readonly Shape[] = [circle, circle, ring, box, box, triangle, triangle];

/** Per-pixel grain so that the picture is never a clean vector drawing. */
function addNoise(g: SKRSContext2D, amount: number) {
  const image = g.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (Math.random() - 0.5) * amount;
    d[i] = (d[i] as number) + n;
    d[i + 1] = (d[i + 1] as number) + n;
    d[i + 2] = (d[i + 2] as number) + n;
  }
  g.putImageData(image, 0, 0);
}

/** A vivid, different-every-time 310×155 background: gradient, light, shapes, waves and grain. */
export function renderBackground(): Canvas {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const g = canvas.getContext('2d');
  const hue = rnd(0, 360);
  const spread = pick([40, 60, 120, 150, 180]);

  const angle = rnd(0, Math.PI * 2);
  const dx = Math.cos(angle) * CAPTCHA_WIDTH * 0.6;
  const dy = Math.sin(angle) * CAPTCHA_HEIGHT * 0.6;
  const base = g.createLinearGradient(155 - dx, 77 - dy, 155 + dx, 77 + dy);
  base.addColorStop(0, hsl(hue, 85, rnd(40, 52)));
  base.addColorStop(0.5, hsl(hue + spread / 2, 80, rnd(45, 58)));
  base.addColorStop(1, hsl(hue + spread, 85, rnd(40, 55)));
  g.fillStyle = base;
  g.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);

  for (let i = 0; i < 2; i++) {
    const x = rnd(0, CAPTCHA_WIDTH);
    const y = rnd(0, CAPTCHA_HEIGHT);
    const light = g.createRadialGradient(x, y, 0, x, y, rnd(60, 140));
    light.addColorStop(0, 'rgba(255, 255, 255, 0.45)');
    light.addColorStop(1, 'rgba(255, 255, 255, 0)');
    g.fillStyle = light;
    g.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  }

  const count = Math.floor(rnd(12, 20));
  for (let i = 0; i < count; i++) pick(SHAPES)(g, hue + pick([0, spread, spread / 2, 180]) + rnd(-20, 20));
  const waves = Math.floor(rnd(2, 5));
  for (let i = 0; i < waves; i++) wave(g, hue + rnd(0, 360));

  addNoise(g, 22);
  return canvas;
}
