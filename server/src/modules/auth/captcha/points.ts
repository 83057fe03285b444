import { z } from 'zod';

/** Slider tolerance of the protocol (`slip-offset`): |round(x) − answer.x| ≤ 5. */
export const SLIDER_TOLERANCE = 5;
/** Click-word tolerance: each click within a 25 px box (|dx| ≤ 25 and |dy| ≤ 25) of its character's centre. */
export const CLICK_TOLERANCE = 25;
/**
 * The y every AJ slider client sends (`{x: moveLeftDistance, y: 5.0}`): the piece strip is as tall as the
 * image, so the client never moves it vertically. The stored slider answer is `{x, y: 5}` and a check must
 * send y = 5; the piece's real vertical offset is baked into the strip image and needs no answer.
 */
export const SLIDER_Y = 5;

export type Point = { x: number; y: number };

const coordinate = z
  .union([z.number(), z.string().trim().min(1).max(20)])
  .pipe(z.coerce.number())
  .pipe(z.number());
const ZPoint = z.object({ x: coordinate, y: coordinate });
const ZClicks = z.array(ZPoint).length(3);

/** Parses the slider point; undefined when the JSON or the shape is wrong. */
export function parseSliderPoint(json: string): Point | undefined {
  const parsed = ZPoint.safeParse(safeJson(json));
  return parsed.success && isFinitePoint(parsed.data) ? parsed.data : undefined;
}

/** Parses the 3 click points; undefined when the JSON or the shape is wrong. */
export function parseClickPoints(json: string): Point[] | undefined {
  const parsed = ZClicks.safeParse(safeJson(json));
  return parsed.success && parsed.data.every(isFinitePoint) ? parsed.data : undefined;
}

export function sliderMatches(sent: Point, answer: Point): boolean {
  return Math.abs(Math.round(sent.x) - answer.x) <= SLIDER_TOLERANCE && Math.round(sent.y) === answer.y;
}

/** Exactly as many clicks as answers, each within the box of the character at the same position in the list. */
export function clicksMatch(sent: Point[], answers: Point[]): boolean {
  if (sent.length !== answers.length) return false;
  return sent.every((p, i) => {
    const a = answers[i] as Point;
    return Math.abs(p.x - a.x) <= CLICK_TOLERANCE && Math.abs(p.y - a.y) <= CLICK_TOLERANCE;
  });
}

function isFinitePoint(p: Point): boolean {
  return Number.isFinite(p.x) && Number.isFinite(p.y);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
