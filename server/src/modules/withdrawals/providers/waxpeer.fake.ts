import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A purchase as the fake market keeps it (the fields of the documented `check-many-*` trades). */
export type FakeTrade = {
  id: number;
  project_id: string | null;
  name: string;
  price: number;
  partner: string;
  token: string;
  /** 0 preparing, 4 offer sent, 5 accepted, 6 cancelled. */
  status: number;
  trade_id: string | null;
  send_until: number | null;
  reason: string | null;
};

/** `lost`: the call is carried out but its answer is a 502, as when a proxy drops it. */
type Fault = 'http500' | 'hang' | 'busy' | 'unsuccessful' | 'lost';

/**
 * A local Waxpeer for tests, following its API documentation (https://api.waxpeer.com/docs): GET endpoints under
 * `/v1/`, the key in the `api` query parameter, prices in mils, `{success: false, msg}` answers. It sells from
 * `listings` (market hash name → prices) out of `balance`, and tests move its trades with `setStatus`.
 */
export async function startFakeWaxpeer(apiKey: string) {
  const state = {
    balance: 1_000_000,
    listings: new Map<string, number[]>(),
    trades: [] as FakeTrade[],
    calls: [] as Array<{ path: string; query: URLSearchParams }>,
    faults: [] as Array<{ path: string; fault: Fault }>,
  };
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function buy(q: URLSearchParams) {
    const name = q.get('name') ?? '';
    const max = Number(q.get('price'));
    const partner = q.get('partner') ?? '';
    const token = q.get('token') ?? '';
    if (!/^\d{1,10}$/.test(partner) || !/^[\w-]{8}$/.test(token))
      return { success: false, msg: 'invalid buyer tradelink' };
    const prices = state.listings.get(name);
    if (!prices || prices.length === 0) return { success: false, msg: 'No items found' };
    const cheapest = Math.min(...prices);
    if (!Number.isInteger(max) || cheapest > max)
      return { success: false, msg: 'Item price has increased or item is no longer available' };
    if (cheapest > state.balance) return { success: false, msg: 'Not enough money' };
    state.balance -= cheapest;
    prices.splice(prices.indexOf(cheapest), 1);
    const trade: FakeTrade = {
      id: 9000 + state.trades.length + 1,
      project_id: q.get('project_id'),
      name,
      price: cheapest,
      partner,
      token,
      status: 0,
      trade_id: null,
      send_until: null,
      reason: null,
    };
    state.trades.push(trade);
    return { success: true, id: trade.id, msg: null };
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/v1\//, '');
    state.calls.push({ path, query: url.searchParams });
    const faultAt = state.faults.findIndex((f) => f.path === path);
    if (faultAt >= 0) {
      const fault = state.faults.splice(faultAt, 1)[0]!.fault;
      if (fault === 'lost') {
        if (path === 'buy-one-p2p-name') buy(url.searchParams);
        return send(res, 502, { message: 'Bad gateway' });
      }
      if (fault === 'hang') return void hanging.add(res);
      if (fault === 'http500') return send(res, 500, { message: 'Internal server error' });
      if (fault === 'busy') return send(res, 200, { success: false, msg: 'System busy' });
      return send(res, 200, { success: false, msg: 'Please try again' });
    }
    if (req.method !== 'GET') return send(res, 404, { success: false, msg: 'Method not found' });
    if (url.searchParams.get('api') !== apiKey) return send(res, 401, { success: false, msg: 'wrong api' });
    const ids = url.searchParams.getAll('id');
    switch (path) {
      case 'buy-one-p2p-name':
        return send(res, 200, buy(url.searchParams));
      case 'user':
        return send(res, 200, { success: true, user: { wallet: state.balance } });
      case 'check-many-steam':
        return send(res, 200, { success: true, trades: state.trades.filter((t) => ids.includes(String(t.id))) });
      case 'check-many-project-id':
        return send(res, 200, {
          success: true,
          trades: state.trades.filter((t) => t.project_id && ids.includes(t.project_id)),
        });
      default:
        return send(res, 404, { success: false, msg: 'Method not found' });
    }
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    /** The next call of `path` fails this way (once per entry). */
    fail(path: string, fault: Fault, times = 1) {
      for (let i = 0; i < times; i++) state.faults.push({ path, fault });
    },
    list(name: string, ...prices: number[]) {
      state.listings.set(name, [...(state.listings.get(name) ?? []), ...prices]);
    },
    trade: (id: number | string) => state.trades.find((t) => String(t.id) === String(id)),
    /** Moves a trade as the market would: 4 sends the offer, 5 accepts, 6 cancels. */
    setStatus(id: number | string, status: number, reason?: string) {
      const t = state.trades.find((x) => String(x.id) === String(id));
      if (!t) throw new Error(`no trade ${id}`);
      t.status = status;
      if (status === 4) {
        t.trade_id = String(6_000_000_000 + t.id);
        t.send_until = Math.floor(Date.now() / 1000) + 900;
      }
      if (reason !== undefined) t.reason = reason;
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeWaxpeer = Awaited<ReturnType<typeof startFakeWaxpeer>>;
