import { createHash } from 'node:crypto';
import type { Design } from '@dropforge/shared/contract';
import { caseOdds, designForRtp, type Lang, type Milli, TICKETS_TOTAL, toAmount } from '@dropforge/shared/domain';
import { AppError } from '../../platform/http';
import { pictureUrl } from '../../platform/images';
import type { GoodsRow } from '../catalog';

export const SIMULATED_OPENINGS = 100_000;
const CURVE_STEP = 1_000;

/** A small seeded generator (mulberry32): the same design always shows the same simulated run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The case designer (issue 25): odds in tickets for `goods` so that EV ÷ price = `targetRtp` at today's prices
 * (designForRtp), the figures an operator judges a case by, and one simulated run of 100 000 openings.
 */
export function designCase(
  goods: readonly GoodsRow[],
  price: Milli,
  targetRtp: number,
  lang: Lang,
): Design & {
  entries: Array<{ goodsId: number; tickets: number }>;
} {
  const priced = goods.filter((g) => g.price > 0).sort((a, b) => a.price - b.price || a.id - b.id);
  if (priced.length < 2) throw new AppError('design_out_of_reach', { reason: 'at least two priced items' });
  let design: ReturnType<typeof designForRtp>;
  try {
    design = designForRtp(
      priced.map((g) => ({ goodsId: g.id, price: g.price })),
      targetRtp,
      price,
    );
  } catch (e) {
    if (e instanceof RangeError) throw new AppError('design_out_of_reach', { reason: e.message });
    throw e;
  }
  const byId = new Map(priced.map((g) => [g.id, g]));
  const entries = design.entries.map((e) => ({ goodsId: Number(e.goodsId), tickets: e.tickets }));
  const rows = entries.map((e) => ({ tickets: e.tickets, price: byId.get(e.goodsId)!.price }));
  const { variance } = caseOdds(rows, price);

  const seed = createHash('sha256')
    .update(entries.map((e) => `${e.goodsId}:${e.tickets}`).join(','))
    .digest()
    .readUInt32BE(0);
  const random = seeded(seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (const r of rows) {
    sum += r.tickets;
    cumulative.push(sum);
  }
  const curve = [{ n: 0, profit: 0 }];
  let profit = 0;
  let paid = 0;
  for (let n = 1; n <= SIMULATED_OPENINGS; n++) {
    const ticket = Math.floor(random() * TICKETS_TOTAL);
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > ticket) hi = mid;
      else lo = mid + 1;
    }
    paid += rows[lo]!.price;
    profit += price - rows[lo]!.price;
    if (n % CURVE_STEP === 0) curve.push({ n, profit: toAmount(Math.round(profit) as Milli) });
  }
  return {
    entries,
    items: entries.map((e) => {
      const g = byId.get(e.goodsId)!;
      return {
        goods_id: g.id,
        name: g.hashName,
        picture: pictureUrl('goods', g.id, g.picture, lang),
        color: g.qualityColor,
        price: toAmount(g.price),
        tickets: e.tickets,
        odds: (e.tickets / TICKETS_TOTAL) * 100,
      };
    }),
    price: toAmount(price),
    rtp: Math.round(design.rtp * 1e6) / 1e6,
    expected_value: toAmount(Math.round(design.ev) as Milli),
    house_edge: Math.round((1 - design.rtp) * 1e6) / 1e6,
    volatility: Math.round((Math.sqrt(variance) / price) * 1e4) / 1e4,
    curve,
    simulated_rtp: Math.round((paid / (price * SIMULATED_OPENINGS)) * 1e6) / 1e6,
  };
}
