import { drawOdds, type Milli, type Prize, TICKETS_TOTAL, type TicketRange } from '@dropforge/shared/domain';
import type { Tx } from '../../platform/db';
import { tally } from '../fair';

/** What the tally reads of a loaded event (events.engine's `TalliedEvent`). */
type TalliedEvent = {
  key: string;
  mechanic: string;
  prizes: readonly Prize[];
  ranges: readonly TicketRange[];
  cost?: { currency: string } | null;
};

/** Odds of a table are priced again after this long (items and cases follow the catalogue). */
const ODDS_MS = 60_000;

/**
 * The realised RTP of event draws (issue 24, docs/trust.md): each draw from an event's prize table counts under its
 * mechanic, staking what the go was charged (nothing for a free go) and paying the prize's value (amounts as they are,
 * items at their price, a case prize at the drop it opened), against the table's expectation and variance.
 */
export function createEventTally(deps: { valueOf: (prize: Prize) => Promise<Milli> }) {
  const odds = new Map<string, { at: number; expected: number; variance: number }>();
  /** What each claim was charged in its transaction (`charge` comes before the draw's grant). */
  const charges = new WeakMap<Tx, Map<number, number>>();

  async function oddsOf(event: TalliedEvent) {
    const known = odds.get(event.key);
    if (known && Date.now() - known.at < ODDS_MS) return known;
    const values = await Promise.all(event.prizes.map((p) => deps.valueOf(p)));
    const outcomes = event.ranges.map((r) => ({
      value: values[Number(r.goodsId)] ?? 0,
      p: (r.to - r.from) / TICKETS_TOTAL,
    }));
    const fresh = { at: Date.now(), ...drawOdds(outcomes) };
    odds.set(event.key, fresh);
    return fresh;
  }

  return {
    charged(tx: Tx, claimId: number, amount: number): void {
      const map = charges.get(tx) ?? new Map<number, number>();
      map.set(claimId, amount);
      charges.set(tx, map);
    },

    async draw(tx: Tx, event: TalliedEvent, claimId: number, paid: number): Promise<void> {
      if (event.ranges.length === 0) return;
      const { expected, variance } = await oddsOf(event);
      await tally(tx, [
        {
          game: event.mechanic,
          currency: event.cost?.currency === 'money' ? 'money' : 'score',
          bets: 1,
          wagered: charges.get(tx)?.get(claimId) ?? 0,
          paid,
          expected,
          variance,
        },
      ]);
    },
  };
}
