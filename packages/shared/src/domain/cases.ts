/**
 * Pure rules of case odds (DESIGN §5): a case's items own contiguous ticket ranges, in a fixed published
 * order, whose sizes are their odds in units of 10^-8, summing to exactly TICKETS_TOTAL (100 000 000).
 */
import { TICKETS_TOTAL } from './fair';
import { type Milli, milli, timesMilli } from './money';

export type GoodsId = string | number;

export interface OddsEntry {
  goodsId: GoodsId;
  /** Integer ≥ 1: this item's odds in units of 10^-8. */
  tickets: number;
}

export interface TicketRange {
  goodsId: GoodsId;
  /** First ticket of the range. */
  from: number;
  /** One past the last ticket (exclusive). */
  to: number;
}

/** Throws an Error naming the first problem of a case's odds. */
export function validateOdds(entries: readonly OddsEntry[]): void {
  if (!Array.isArray(entries) || entries.length === 0) throw new Error('odds: a case needs at least one item');
  const seen = new Map<string, number>();
  let sum = 0;
  entries.forEach((entry, i) => {
    const { goodsId, tickets } = entry ?? {};
    if ((typeof goodsId !== 'string' || goodsId === '') && !Number.isSafeInteger(goodsId)) {
      throw new Error(`odds: entry ${i} has no goodsId`);
    }
    const key = String(goodsId);
    const first = seen.get(key);
    if (first !== undefined) throw new Error(`odds: goods ${key} appears twice (entries ${first} and ${i})`);
    seen.set(key, i);
    if (!Number.isSafeInteger(tickets) || tickets < 1) {
      throw new Error(`odds: entry ${i} (goods ${key}) has ${String(tickets)} tickets; each needs an integer >= 1`);
    }
    sum += tickets;
  });
  if (sum !== TICKETS_TOTAL) {
    const off = sum - TICKETS_TOTAL;
    throw new Error(`odds: tickets sum to ${sum}, not ${TICKETS_TOTAL} (${off > 0 ? '+' : ''}${off})`);
  }
}

/** Contiguous ranges in the given order: the first item owns [0, tickets), the next follows … */
export function ticketRanges(entries: readonly OddsEntry[]): TicketRange[] {
  validateOdds(entries);
  let from = 0;
  return entries.map(({ goodsId, tickets }) => {
    const range = { goodsId, from, to: from + tickets };
    from = range.to;
    return range;
  });
}

/** The range that owns `ticket` (binary search over ranges from `ticketRanges`). */
export function pickDrop(ranges: readonly TicketRange[], ticket: number): TicketRange {
  if (!Number.isSafeInteger(ticket) || ticket < 0 || ticket >= TICKETS_TOTAL) {
    throw new RangeError(`ticket must be an integer in [0, ${TICKETS_TOTAL})`);
  }
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const range = ranges[mid]!;
    if (ticket < range.from) hi = mid - 1;
    else if (ticket >= range.to) lo = mid + 1;
    else return range;
  }
  throw new RangeError(`no range owns ticket ${ticket}`);
}

/**
 * Splits `total` integer units in proportion to `weights` (finite, > 0) by largest remainder, giving every
 * share at least `min`. Deterministic: ties go to the earlier entry. Sums to `total` exactly.
 */
export function apportion(total: number, weights: readonly number[], min = 1): number[] {
  const n = weights.length;
  if (n === 0) throw new RangeError('apportion: no weights');
  if (!Number.isSafeInteger(total) || total < n * min) throw new RangeError(`apportion: ${total} is too few for ${n}`);
  let sumWeights = 0;
  for (const w of weights) {
    if (!(Number.isFinite(w) && w > 0)) throw new RangeError(`apportion: weight ${w} is not a positive number`);
    sumWeights += w;
  }
  const quotas = weights.map((w) => (w / sumWeights) * total);
  const shares = quotas.map((q) => Math.max(min, Math.floor(q)));
  const order = quotas.map((q, i) => ({ i, rem: q - Math.floor(q) }));
  let diff = total - shares.reduce((a, b) => a + b, 0);
  if (diff > 0) {
    // Largest remainders first; shares raised to `min` have already had more than their quota.
    order.sort((a, b) => b.rem - a.rem || a.i - b.i);
    const open = order.filter(({ i }) => shares[i]! > min || quotas[i]! >= min);
    for (let k = 0; diff > 0; k++, diff--) shares[open[k % open.length]!.i]!++;
  } else if (diff < 0) {
    // Raising small shares to `min` overshot: take back from the shares that lose least, never below `min`.
    order.sort((a, b) => a.rem - b.rem || b.i - a.i);
    while (diff < 0) {
      for (const { i } of order) {
        if (diff === 0) break;
        if (shares[i]! > min) {
          shares[i]!--;
          diff++;
        }
      }
    }
  }
  return shares;
}

/** Integer tickets summing to exactly TICKETS_TOTAL, in proportion to the weights, every item ≥ 1 ticket. */
export function oddsFromWeights(items: readonly { goodsId: GoodsId; weight: number }[]): OddsEntry[] {
  const tickets = apportion(
    TICKETS_TOTAL,
    items.map((item) => item.weight),
  );
  const entries = items.map((item, i) => ({ goodsId: item.goodsId, tickets: tickets[i]! }));
  validateOdds(entries);
  return entries;
}

const roundHalfAwayBig = (numerator: bigint, denominator: bigint): number => {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const q = (abs * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -q : q);
};

/** What opening a case `count` times at once costs: price × count (the one rule server and web use). */
export function openCost(price: Milli, count: number): Milli {
  return timesMilli(price, count);
}

/** Expected value of a case in thousandths: Σ tickets × price / 10^8, rounded half away from zero. */
export function expectedValue(entries: readonly { tickets: number; price: Milli }[]): Milli {
  let sum = 0n;
  for (const { tickets, price } of entries) {
    if (!Number.isSafeInteger(tickets) || !Number.isSafeInteger(price)) {
      throw new RangeError('expectedValue: tickets and prices must be integers');
    }
    sum += BigInt(tickets) * BigInt(price);
  }
  return milli(roundHalfAwayBig(sum, BigInt(TICKETS_TOTAL)));
}

/** The case price that returns `rtp` (e.g. 0.9) of it on average: EV / RTP, rounded to the thousandth. */
export function priceForRtp(ev: Milli, rtp: number): Milli {
  if (!(Number.isFinite(rtp) && rtp > 0)) throw new RangeError('rtp must be a positive number');
  const exact = ev / rtp;
  return milli(Math.sign(exact) * Math.round(Math.abs(exact)));
}

export interface CaseDesign {
  entries: OddsEntry[];
  /** The exponent a of the weights price^-a. */
  exponent: number;
  ev: Milli;
  price: Milli;
  /** ev / price as achieved. */
  rtp: number;
}

const RTP_TOLERANCE = 0.001;

/** Tickets for weights price^-a (computed in log space so no weight overflows or reaches 0). */
function powerLawOdds(items: readonly { goodsId: GoodsId; price: Milli }[], a: number): OddsEntry[] {
  const logs = items.map((item) => -a * Math.log(item.price));
  const top = Math.max(...logs);
  return oddsFromWeights(
    items.map((item, i) => ({ goodsId: item.goodsId, weight: Math.max(Math.exp(logs[i]! - top), 1e-300) })),
  );
}

const evOf = (items: readonly { price: Milli }[], entries: OddsEntry[]): Milli =>
  expectedValue(entries.map((entry, i) => ({ tickets: entry.tickets, price: items[i]!.price })));

/**
 * Odds for a case whose expected value is `targetRtp` of its price (within 0.1 %).
 *
 * Method: every item gets weight price^-a (an inverse-price power law: cheap items common, dear ones rare),
 * turned into exact tickets by `oddsFromWeights`. The EV falls as a grows (from near the dearest price at
 * a = -64 to near the cheapest at a = 64), so with a `casePrice` the exponent is found by bisection until
 * EV / casePrice is within 0.1 % of `targetRtp`; the best exponent seen wins. Without a `casePrice`, a = 1
 * (each item adds the same share of EV) and the price follows as `priceForRtp(ev, targetRtp)`.
 * Throws when the target cannot be reached with these items (EV outside the cheapest…dearest range).
 */
export function designForRtp(
  items: readonly { goodsId: GoodsId; price: Milli }[],
  targetRtp: number,
  casePrice?: Milli,
): CaseDesign {
  if (!(Number.isFinite(targetRtp) && targetRtp > 0)) throw new RangeError('targetRtp must be a positive number');
  for (const item of items) {
    if (!Number.isSafeInteger(item.price) || item.price < 1)
      throw new RangeError(`goods ${item.goodsId}: price must be >= 1`);
  }
  const design = (exponent: number, price: Milli): CaseDesign => {
    const entries = powerLawOdds(items, exponent);
    const ev = evOf(items, entries);
    return { entries, exponent, ev, price, rtp: ev / price };
  };
  const within = (d: CaseDesign) => Math.abs(d.rtp / targetRtp - 1) <= RTP_TOLERANCE;
  if (casePrice === undefined) {
    const first = design(1, milli(1));
    const result = design(1, priceForRtp(first.ev, targetRtp));
    if (!within(result)) throw new RangeError(`EV ${result.ev} is too small to price at RTP ${targetRtp}`);
    return result;
  }
  if (!Number.isSafeInteger(casePrice) || casePrice < 1) throw new RangeError('casePrice must be >= 1');
  let lo = design(-64, casePrice);
  let hi = design(64, casePrice);
  if (targetRtp > lo.rtp * (1 + RTP_TOLERANCE) || targetRtp < hi.rtp * (1 - RTP_TOLERANCE)) {
    throw new RangeError(
      `RTP ${targetRtp} at price ${casePrice} is out of reach: these items give ${hi.rtp.toFixed(4)}…${lo.rtp.toFixed(4)}`,
    );
  }
  let best = Math.abs(lo.rtp - targetRtp) < Math.abs(hi.rtp - targetRtp) ? lo : hi;
  for (let i = 0; i < 200 && best.rtp !== targetRtp; i++) {
    const mid = design((lo.exponent + hi.exponent) / 2, casePrice);
    if (Math.abs(mid.rtp - targetRtp) < Math.abs(best.rtp - targetRtp)) best = mid;
    if (mid.rtp > targetRtp) lo = mid;
    else hi = mid;
    if (hi.exponent - lo.exponent < 1e-12) break;
  }
  if (!within(best)) throw new RangeError(`could not reach RTP ${targetRtp} within 0.1 % (best ${best.rtp})`);
  return best;
}

/** Valve's published odds of a weapon case's rarity tiers, in tickets (79.92 %, 15.98 %, 3.20 %, 0.64 %, 0.26 %). */
export const VALVE_RARITY_TICKETS = {
  milSpec: 79_920_000,
  restricted: 15_980_000,
  classified: 3_200_000,
  covert: 640_000,
  rareSpecial: 260_000,
} as const;

export type ValveRarity = keyof typeof VALVE_RARITY_TICKETS;

/** Share of an item's odds that goes to its StatTrak™ variants, where it has them. */
export const VALVE_STATTRAK_SHARE = 0.1;

export interface OfficialItem {
  rarity: ValveRarity;
  /** The item's goods (its wears, normal and StatTrak™), each with a weight for its wear. */
  variants: readonly { goodsId: GoodsId; statTrak?: boolean; wearWeight: number }[];
}

/**
 * Spreads Valve's odds over a case's items, exactly in tickets: each rarity tier gets its published tickets
 * (when a tier is missing from the case, the present tiers share the whole in Valve's proportions); a tier's
 * items share it equally; an item with StatTrak™ variants gives them 10 % of its share; each group shares by
 * wear weight. Entries come out in the order of the items and their variants, summing to TICKETS_TOTAL.
 */
export function officialOdds(items: readonly OfficialItem[]): OddsEntry[] {
  const tiers = (Object.keys(VALVE_RARITY_TICKETS) as ValveRarity[]).filter((tier) =>
    items.some((item) => item.rarity === tier),
  );
  const unknown = items.find((item) => !(item.rarity in VALVE_RARITY_TICKETS));
  if (unknown) throw new RangeError(`officialOdds: unknown rarity ${String(unknown.rarity)}`);
  const tierTickets = apportion(
    TICKETS_TOTAL,
    tiers.map((tier) => VALVE_RARITY_TICKETS[tier]),
  );
  const itemTickets = new Map<OfficialItem, number>();
  tiers.forEach((tier, t) => {
    const members = items.filter((item) => item.rarity === tier);
    const shares = apportion(
      tierTickets[t]!,
      members.map(() => 1),
    );
    for (const [i, item] of members.entries()) itemTickets.set(item, shares[i]!);
  });
  const entries = items.flatMap((item) => {
    if (item.variants.length === 0) throw new RangeError('officialOdds: an item has no variants');
    const groups = [item.variants.filter((v) => !v.statTrak), item.variants.filter((v) => v.statTrak)].filter(
      (group) => group.length > 0,
    );
    const groupTickets =
      groups.length === 2
        ? apportion(
            itemTickets.get(item)!,
            [1 - VALVE_STATTRAK_SHARE, VALVE_STATTRAK_SHARE],
            Math.max(groups[0]!.length, groups[1]!.length),
          )
        : [itemTickets.get(item)!];
    const tickets = new Map<object, number>();
    groups.forEach((group, g) => {
      const shares = apportion(
        groupTickets[g]!,
        group.map((v) => v.wearWeight),
      );
      for (const [i, v] of group.entries()) tickets.set(v, shares[i]!);
    });
    return item.variants.map((v) => ({ goodsId: v.goodsId, tickets: tickets.get(v)! }));
  });
  validateOdds(entries);
  return entries;
}
