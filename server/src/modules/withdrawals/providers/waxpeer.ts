import { milli } from '@dropforge/shared/domain';
import {
  type MarketStatus,
  MarketUnavailable,
  type Purchase,
  PurchaseRefused,
  type WithdrawProvider,
} from './provider';

export type WaxpeerSettings = {
  apiKey: string;
  /** `https://api.waxpeer.com` (tests: a local fake that follows the documentation). */
  baseUrl: string;
  /** Prefix of our `project_id`s, so deployments sharing one Waxpeer account stay apart. */
  projectId: string;
  timeoutMs: number;
  pollMs: number;
};

/** One trade of the `check-many-*` answers (documented fields we use). */
type WaxpeerTrade = {
  id: number | string;
  price?: number;
  status: number;
  project_id?: string | null;
  trade_id?: string | number | null;
  reason?: string | null;
  send_until?: number | null;
};
type Answer = { success?: boolean; msg?: string | null; id?: number | string; trades?: WaxpeerTrade[] };

/** Refusals the documentation names as "try again" conditions, not verdicts on the purchase. */
const RETRYABLE = /system busy|try again|buy_csgo|rate limit|too many/i;
const REFUSALS: Array<[RegExp, string]> = [
  [/wrong api|api key/i, 'marketplace API key rejected'],
  [/money|fund|balance/i, 'not enough balance on the marketplace'],
  [/trade ?link|partner|token|inventory is private|can't trade/i, 'invalid trade link'],
  [/not found|no longer available|no items|price/i, 'item not available at that price'],
];
const refusal = (msg: string) =>
  `${REFUSALS.find(([re]) => re.test(msg))?.[1] ?? 'refused by the marketplace'}: ${msg}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waxpeer, a peer-to-peer CS2 skin marketplace, as a withdrawal provider. Follows the published API documentation
 * (https://api.waxpeer.com/docs — OpenAPI of `https://api.waxpeer.com/v1/…`; guide at https://docs.waxpeer.com):
 * every call is a GET authenticated by the `api` query parameter; prices are in mils (1 USD = 1000, our
 * thousandths); failures answer `{success: false, msg}` (HTTP 200 or 4xx).
 *
 * - `GET /v1/buy-one-p2p-name?api&name&price&token&partner&project_id&game=csgo`: buy the cheapest listing of the
 *   market hash `name` costing at most `price`, for the trade link's `partner` and `token`; answers
 *   `{success: true, id}`. `project_id` (string, at most 50) is our id of the purchase: `<WAXPEER_PROJECT_ID>-<id>`.
 * - `GET /v1/check-many-project-id?api&id=<project_id>`: the trades made under our id, so a buy whose answer was lost
 *   (timeout, 5xx) is found before buying again, as the documentation recommends.
 * - `GET /v1/user?api`: the account, `user.wallet` its balance in mils (the console shows it).
 * - `GET /v1/check-many-steam?api&id=<purchase id>`: a purchase's trade: `status` 0–2 the seller is preparing the
 *   offer, 4 the offer is sent (`trade_id`, `send_until`), 5 accepted, 6 cancelled (`reason`: declined, expired,
 *   seller failed, trade link not valid).
 *
 * A buy is never retried here: an unknown outcome throws MarketUnavailable and the withdrawal looks it up first.
 * The two status calls are idempotent and retried here (3 tries) on network errors, timeouts, HTTP 5xx/429 and
 * `success: false` ("you need to retry the request", says the documentation).
 */
export function createWaxpeerMarket(s: WaxpeerSettings): WithdrawProvider {
  async function call(path: string, params: Array<[string, string]>): Promise<Answer> {
    const url = new URL(`${s.baseUrl}/v1/${path}`);
    url.searchParams.set('api', s.apiKey);
    for (const [k, v] of params) url.searchParams.append(k, v);
    let res: Response;
    try {
      res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(s.timeoutMs) });
    } catch (e) {
      throw new MarketUnavailable(
        `waxpeer ${path}: ${(e as Error).name === 'TimeoutError' ? 'timeout' : (e as Error).message}`,
      );
    }
    if (res.status >= 500 || res.status === 429) throw new MarketUnavailable(`waxpeer ${path}: HTTP ${res.status}`);
    const body = (await res.json().catch(() => undefined)) as Answer | undefined;
    if (!body || typeof body !== 'object') throw new MarketUnavailable(`waxpeer ${path}: HTTP ${res.status}, no JSON`);
    return body;
  }

  /** A status call, retried on anything that is not a clear answer. */
  async function check(path: string, id: string): Promise<WaxpeerTrade[]> {
    let last: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      if (attempt > 0) await sleep(200 * 2 ** (attempt - 1));
      try {
        const body = await call(path, [['id', id]]);
        if (body.success === true && Array.isArray(body.trades)) return body.trades;
        last = new MarketUnavailable(`waxpeer ${path}: ${body.msg ?? 'no trades in the answer'}`);
      } catch (e) {
        last = e;
      }
    }
    throw last;
  }

  const purchaseOf = (t: WaxpeerTrade): Purchase => ({
    externalId: String(t.id),
    cost: typeof t.price === 'number' ? milli(t.price) : null,
  });

  return {
    id: 'waxpeer',
    pollMs: s.pollMs,

    async buy(order) {
      const body = await call('buy-one-p2p-name', [
        ['name', order.hashName],
        ['price', String(order.maxPrice)],
        ['token', order.token],
        ['partner', order.partner],
        ['project_id', order.customId],
        ['game', 'csgo'],
      ]);
      if (body.success === true && body.id !== undefined && body.id !== null)
        return { externalId: String(body.id), cost: null };
      const msg = body.msg ?? 'no message';
      if (body.success === true || RETRYABLE.test(msg)) throw new MarketUnavailable(`waxpeer buy: ${msg}`);
      throw new PurchaseRefused(refusal(msg));
    },

    async balance() {
      const body = await call('user', []);
      const wallet = (body as { user?: { wallet?: unknown } }).user?.wallet;
      if (body.success !== true || typeof wallet !== 'number')
        throw new MarketUnavailable(`waxpeer user: ${body.msg ?? 'no wallet in the answer'}`);
      return milli(wallet);
    },

    async lookup(customId) {
      const trades = await check('check-many-project-id', customId);
      const found = trades.find((t) => t.project_id === customId) ?? trades[0];
      return found ? purchaseOf(found) : undefined;
    },

    async status({ externalId, offer }): Promise<MarketStatus> {
      const trades = await check('check-many-steam', externalId);
      const trade = trades.find((t) => String(t.id) === externalId);
      // The market must know a purchase it accepted; until it answers about it, keep asking.
      if (!trade) throw new MarketUnavailable(`waxpeer check-many-steam: purchase ${externalId} not in the answer`);
      const cost = typeof trade.price === 'number' ? milli(trade.price) : null;
      switch (trade.status) {
        case 5:
          return { state: 'accepted', cost };
        case 4: {
          const offerId = String(trade.trade_id ?? '');
          if (!offerId) return { state: 'pending', cost };
          return {
            state: 'sent',
            offerId,
            offerUrl: `https://steamcommunity.com/tradeoffer/${offerId}/`,
            expiresAt: trade.send_until ? new Date(trade.send_until * 1000) : null,
            cost,
          };
        }
        case 6: {
          const reason = trade.reason || 'cancelled by the marketplace';
          return trade.trade_id || offer ? { state: 'cancelled', reason } : { state: 'failed', reason };
        }
        default:
          return { state: 'pending', cost };
      }
    },
  };
}
