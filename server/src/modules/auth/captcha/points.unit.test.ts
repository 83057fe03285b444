import { describe, expect, it } from 'vitest';
import { clicksMatch, parseClickPoints, parseSliderPoint, sliderMatches } from './points';

describe('slider', () => {
  const answer = { x: 150, y: 5 };
  it('passes within ±5 px of the rounded x, with the protocol y of 5', () => {
    expect(sliderMatches({ x: 155, y: 5 }, answer)).toBe(true);
    expect(sliderMatches({ x: 145, y: 5 }, answer)).toBe(true);
    expect(sliderMatches({ x: 155.4, y: 5 }, answer)).toBe(true);
    expect(sliderMatches({ x: 155.5, y: 5 }, answer)).toBe(false);
    expect(sliderMatches({ x: 144.4, y: 5 }, answer)).toBe(false);
    expect(sliderMatches({ x: 156, y: 5 }, answer)).toBe(false);
    expect(sliderMatches({ x: 150, y: 6 }, answer)).toBe(false);
  });

  it('parses the AJ client point {x, y: 5.0}, numeric strings too, and refuses other shapes', () => {
    expect(parseSliderPoint('{"x":150.25,"y":5.0}')).toEqual({ x: 150.25, y: 5 });
    expect(parseSliderPoint('{"x":"150","y":"5"}')).toEqual({ x: 150, y: 5 });
    for (const bad of ['', 'x', '[]', '{"x":1}', '{"x":"a","y":5}', '{"x":null,"y":5}', '{"x":1e999,"y":5}']) {
      expect(parseSliderPoint(bad)).toBeUndefined();
    }
  });
});

describe('click-word', () => {
  const answers = [
    { x: 30, y: 40 },
    { x: 150, y: 100 },
    { x: 260, y: 60 },
  ];
  it('passes when every click is within the 25 px box of its character, in order', () => {
    expect(clicksMatch(answers, answers)).toBe(true);
    expect(
      clicksMatch(
        answers.map((p) => ({ x: p.x + 25, y: p.y - 25 })),
        answers,
      ),
    ).toBe(true);
    expect(
      clicksMatch(
        answers.map((p, i) => ({ x: p.x + (i === 2 ? 25.5 : 0), y: p.y })),
        answers,
      ),
    ).toBe(false);
    expect(
      clicksMatch(
        answers.map((p, i) => ({ x: p.x, y: p.y + (i === 1 ? -26 : 0) })),
        answers,
      ),
    ).toBe(false);
    expect(clicksMatch([answers[1]!, answers[0]!, answers[2]!], answers)).toBe(false);
    expect(clicksMatch(answers.slice(0, 2), answers)).toBe(false);
  });

  it('parses exactly 3 points', () => {
    expect(parseClickPoints(JSON.stringify(answers))).toEqual(answers);
    expect(parseClickPoints(JSON.stringify(answers.slice(0, 2)))).toBeUndefined();
    expect(parseClickPoints(JSON.stringify([...answers, answers[0]]))).toBeUndefined();
    expect(parseClickPoints('{"x":1,"y":2}')).toBeUndefined();
  });
});
