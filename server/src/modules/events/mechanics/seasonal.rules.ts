import { expectedDraw, prizeRanges } from '@dropforge/shared/domain';
import type { EventDef, MechanicSpec } from '../events.engine';

export const SEASONAL = 'seasonal';
const DAY_MS = 86_400_000;
export type CaseDef = NonNullable<EventDef['seasonal']>['cases'][number];

export const windowOf = (event: EventDef) => {
  const s = event.schedule as { type: 'dates'; from: string; to: string };
  return { from: Date.parse(s.from), to: Date.parse(s.to) };
};

export const seasonalSpec: MechanicSpec = {
  name: SEASONAL,
  game: 'seasonal',
  validate(event) {
    const s = event.seasonal;
    if (!s) throw new Error('a seasonal event needs `seasonal` (season, cases, milestones)');
    if (event.schedule.type !== 'dates') throw new Error('a seasonal event needs a `dates` schedule (its window)');
    if (!event.tokens) throw new Error('a seasonal event needs `tokens`: its cases are bought with them');
    if (event.prizes.length) throw new Error('a seasonal event keeps its prize tables in `seasonal.cases`');
    const ids = new Set(s.cases.map((c) => c.id));
    if (ids.size !== s.cases.length) throw new Error('seasonal case ids must be unique');
    for (const c of s.cases) {
      try {
        prizeRanges(c.prizes);
      } catch (e) {
        throw new Error(`seasonal case ${c.id}: ${(e as Error).message}`);
      }
    }
    s.milestones.forEach((m, i) => {
      if (i > 0 && m.opens <= s.milestones[i - 1]!.opens) throw new Error('milestones need rising `opens`');
    });
  },
  /**
   * Per participant and day: the operator's opens a day at the richest case's expected draw (tokens cost play, so
   * this is a rebate on stakes), plus every milestone spread over the window's days (all reached: the upper bound).
   */
  dailyCost(event, worth) {
    const s = event.seasonal!;
    const perOpen = Math.max(...s.cases.map((c) => expectedDraw(c.prizes, worth)));
    const { from, to } = windowOf(event);
    const days = Math.max(1, Math.ceil((to - from) / DAY_MS));
    return s.opens_per_day * perOpen + s.milestones.reduce((sum, m) => sum + worth(m.reward), 0) / days;
  },
};

const caseEvents = new WeakMap<CaseDef, EventDef>();
/** The event with one case's prize table in its place, so the engine's draw and grant serve that case. */
export function asDrawing(event: EventDef, box: CaseDef): EventDef {
  let def = caseEvents.get(box);
  if (!def) {
    def = { ...event, prizes: box.prizes, ranges: prizeRanges(box.prizes) };
    caseEvents.set(box, def);
  }
  return def;
}
