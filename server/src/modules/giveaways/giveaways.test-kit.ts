import { type Milli, milli, parseMilli, ZERO_MILLI } from '@dropforge/shared/domain';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { until } from '../../../test/until';
import { fund } from '../../../test/wallet';
import { createOfficialRoom, type NewPrize, type RoomSpec } from './index';

export const TRUSTED = { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] };

/** The app with a pistol test case and pistols in the catalogue (goods and box prizes). */
export async function startGiftApp(env: NodeJS.ProcessEnv = {}, contentDir?: string) {
  const dir = contentDir ?? contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  const app = await startTestApp({ ...TRUSTED, contentDir: dir }, { CAPTCHA_MODE: 'off', ...env });
  if (!contentDir) {
    await app.catalog.import({ categories: ['pistol'] });
    app.cases.service.reload();
  }
  return { app, contentDir: dir };
}

let players = 0;

/** A signed-up player with `money` and `coins` in thousandths. */
export async function player(app: TestApp, money = 0, coins = 0) {
  players += 1;
  const name = `Gv${players}${Math.random().toString(36).slice(2, 7)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  if (money > 0) await fund(app, id, money);
  if (coins > 0) await fundCoins(app, id, coins);
  return { token, id, name };
}
export type Player = Awaited<ReturnType<typeof player>>;

export async function fundCoins(app: TestApp, userId: number, amount: number) {
  const { wallet } = await import('../wallet');
  await app.database.withTx((tx) =>
    wallet.credit(tx, {
      userId,
      from: 'promotions',
      currency: 'score',
      amount: milli(amount),
      kind: 'adjustment',
      key: `test-coins:${userId}:${Math.random()}`,
      ref: { kind: 'test', id: userId },
    }),
  );
}

export async function balances(app: TestApp, p: Player) {
  const d = (await app.request('/api/user', { headers: bearer(p.token) })).body.data;
  return { money: parseMilli(String(d.money)), score: parseMilli(String(d.score)) };
}

export const cash = (amount: number): NewPrize => ({
  kind: 'cash',
  amount: milli(amount),
  goods_id: null,
  box_id: null,
  knapsack_id: null,
  hold_id: null,
  price: milli(amount),
});
export const coins = (amount: number): NewPrize => ({ ...cash(amount), kind: 'coins' });
export const goods = (goodsId: number, price: Milli): NewPrize => ({
  ...cash(0),
  amount: ZERO_MILLI,
  kind: 'goods',
  goods_id: goodsId,
  price,
});

/** An official room made the way `npm run ops -- giveaway create` makes one. */
export async function officialRoom(
  app: TestApp,
  spec: Partial<Omit<RoomSpec, 'kind' | 'hostId'>>,
  prizes: NewPrize[],
): Promise<number> {
  const id = await app.database.withTx((tx) =>
    createOfficialRoom(
      tx,
      { title: 'Test room', winners: 1, timing: { endTime: new Date(Date.now() + 3_600_000) }, ...spec },
      prizes,
    ),
  );
  return id!;
}

export function giftApi(app: TestApp) {
  return {
    join: (p: Player, id: number, q: { pwd?: string; code?: string } = {}) => {
      const qs = new URLSearchParams(q as Record<string, string>).toString();
      return app.request(`/api/gift/join/${id}${qs ? `?${qs}` : ''}`, { headers: bearer(p.token) });
    },
    detail: (id: number, p?: Player) => app.request(`/api/gift/shop/${id}`, p ? { headers: bearer(p.token) } : {}),
    list: (q: string, p?: Player) => app.request(`/api/gift/shop?${q}`, p ? { headers: bearer(p.token) } : {}),
    create: (p: Player, json: unknown) =>
      app.request('/api/gift/shop', { method: 'POST', headers: bearer(p.token), json }),
    cancel: (p: Player, id: number) =>
      app.request(`/api/gift/shop/${id}/cancel`, { method: 'POST', headers: bearer(p.token) }),
  };
}

/** Moves a timed room's end into the past (its draw is due now). */
export async function endNow(app: TestApp, id: number) {
  await app.database.pool.query(`update gift_rooms set end_time = now() - interval '1 second' where id = $1`, [id]);
}

/** Waits until room `id` is drawn and answers its detail. */
export async function drawn(app: TestApp, id: number, ms = 20_000) {
  const api = giftApi(app);
  const d = await until(
    async () => (await api.detail(id)).body.data,
    (x) => x?.state === 3,
    ms,
  );
  if (d?.state !== 3) throw new Error(`room ${id} not drawn: ${JSON.stringify(d)}`);
  return d;
}
