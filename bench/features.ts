// The newer features over HTTP at `players` connections, each request a real success through the normal endpoint:
//
// - check-in    `POST /api/check_in`: a fresh player's first check-in of the day (streak day 1: coins credited).
// - card flip   `POST /api/cards/flip` `{ index: 0 }`: a fresh player's one free flip of the day (a roll, a prize).
// - giveaway    `GET /api/gift/join/{id}`: a fresh player takes a seat in one free official room made for the run
//               (continuous, its target of people above anything the run can reach, so it never closes or draws;
//               every join locks the room's row, as a popular giveaway does).
// - code        `POST /api/user/cdkey`: a fresh player redeems one promo code made for the run (0.01 coins, one use
//               per account, uses for the whole pool; every redemption takes a use of the code's row).
// - wheel spin  `POST /api/wheel/prize-wheel/start`: players funded with coins spin in turn, each at most 50 times
//               (the free spin of the day, then paid spins at 0.25 coins, within `paid_per_day`).
//
// Check-in, the flip, a giveaway seat and a code are once per player, so those four take fresh players: every
// request takes the next token of one pool of signed-in players (the same pool serves the four features, each
// player once per feature), sized at 0.8 × TPC-B × seconds (BENCH_FRESH_PLAYERS overrides). A feature faster than
// that ends early when the pool runs out (load.ts stops with a second's margin); its rate is over its own time.

import { milli } from '@dropforge/shared/domain';
import type { Running } from '../server/src/main';
import { createCodeBatch } from '../server/src/modules/affiliates';
import { createOfficialRoom } from '../server/src/modules/giveaways';
import { type LoadConfig, type LoadResult, load } from './load';
import { makePlayers } from './players';

export type FeatureRow = LoadResult & { feature: string; route: string };

/** The feature names of `BENCH_ONLY` (all of them with `features`). */
export const FEATURES = ['checkin', 'flip', 'wheel', 'giveaway', 'code'] as const;
export type Feature = (typeof FEATURES)[number];

const WHEEL_USES = 50;

export async function benchFeatures(
  running: Running,
  opts: { players: number; seconds: number; tpcb: number; only: (feature: Feature) => boolean },
): Promise<FeatureRow[]> {
  const { players, seconds, only } = opts;
  const ceiling = Number.isFinite(opts.tpcb) && opts.tpcb > 0 ? opts.tpcb : 1500;
  const freshNeeded = (['checkin', 'flip', 'giveaway', 'code'] as const).some(only);
  const poolSize = Number(
    process.env.BENCH_FRESH_PLAYERS ?? Math.max(players * 20, Math.ceil(0.8 * ceiling * seconds)),
  );
  const started = Date.now();
  const fresh = freshNeeded ? await makePlayers(running, poolSize, 'fresh') : [];
  if (freshNeeded)
    console.error(`bench features: ${fresh.length} fresh players in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const rows: FeatureRow[] = [];
  const run = async (feature: Feature, route: string, config: Omit<LoadConfig, 'connections' | 'seconds'>) => {
    if (!only(feature)) return;
    rows.push({ feature, route, ...(await load({ connections: players, seconds, ...config })) });
  };
  const perRequest = { tokens: fresh, tokenMode: 'request' as const };

  await run('checkin', 'POST /api/check_in', { url: `${running.url}/api/check_in`, method: 'POST', ...perRequest });
  await run('flip', 'POST /api/cards/flip', {
    url: `${running.url}/api/cards/flip`,
    method: 'POST',
    body: JSON.stringify({ index: 0 }),
    ...perRequest,
  });

  if (only('giveaway')) {
    const id = await running.database.withTx((tx) =>
      createOfficialRoom(
        tx,
        { title: `Bench room ${new Date().toISOString()}`, winners: 1, timing: { people: poolSize * 2 + 1000 } },
        [
          {
            kind: 'coins',
            amount: milli(1000),
            goods_id: null,
            box_id: null,
            knapsack_id: null,
            hold_id: null,
            price: milli(1000),
          },
        ],
      ),
    );
    if (id === undefined) throw new Error('bench giveaway: no room made');
    await run('giveaway', 'GET /api/gift/join/{id}', { url: `${running.url}/api/gift/join/${id}`, ...perRequest });
  }

  if (only('code')) {
    const [code] = await createCodeBatch(running.database.db, running.config.sessionPepper, {
      kind: 'token',
      amount: milli(10),
      box: null,
      uses: poolSize * 2,
      perAccount: 1,
      count: 1,
      validDays: 1,
      minDeposit: milli(0),
      campaign: 'bench',
    });
    await run('code', 'POST /api/user/cdkey', {
      url: `${running.url}/api/user/cdkey`,
      method: 'POST',
      body: JSON.stringify({ code }),
      ...perRequest,
    });
  }

  if (only('wheel')) {
    const spinners = await makePlayers(
      running,
      Math.max(players * 2, Math.ceil(poolSize / (WHEEL_USES - 10))),
      'spinner',
      { score: 20_000 },
    );
    await run('wheel', 'POST /api/wheel/prize-wheel/start', {
      url: `${running.url}/api/wheel/prize-wheel/start`,
      method: 'POST',
      tokens: spinners,
      tokenMode: 'request',
      usesPerToken: WHEEL_USES,
    });
  }
  return rows;
}
