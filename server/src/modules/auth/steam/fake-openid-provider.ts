import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTIFIER_SELECT, OPENID_NS } from './openid';

/**
 * A local stand-in for Steam's OpenID 2.0 provider (tests only), speaking the real protocol shape:
 * `checkid_setup` is answered by `login()` (the test plays the browser and the Steam login page),
 * which builds the signed `id_res` redirect back to return_to; `check_authentication` POSTs are
 * verified against the association key and answered in key-value form. It also serves
 * `GetPlayerSummaries` for the profile lookup.
 */
export type FakeSteam = {
  /** The configured OpenID endpoint (STEAM_OPENID_ENDPOINT). */
  endpoint: string;
  /** The Web API base (STEAM_API_URL). */
  apiUrl: string;
  /** honest: verify the signature; invalid: always is_valid:false; hang: never answer; redirect: 302 elsewhere. */
  mode: 'honest' | 'invalid' | 'hang' | 'redirect';
  summaries: 'ok' | 'fail';
  players: Map<string, { personaname: string; avatarfull: string }>;
  /** How many check_authentication requests arrived (a locally refused callback must not reach here). */
  checks: number;
  /** The keys GetPlayerSummaries was called with. */
  summaryKeys: string[];
  /** Plays the Steam login page: checks the checkid_setup URL, answers the id_res callback URL. */
  login(authUrl: string, steamId: string, options?: { nonceAt?: Date }): string;
  /** The signed assertion fields for an auth URL, in Steam's order (to tamper with before `callbackUrl`). */
  assertion(authUrl: string, steamId: string, options?: { nonceAt?: Date }): Array<[string, string]>;
  /** Signs (or re-signs) fields as the provider would, over the `signed` list. */
  sign(fields: Array<[string, string]>): Array<[string, string]>;
  callbackUrl(returnTo: string, fields: Array<[string, string]>): string;
  close(): Promise<void>;
};

const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeSteam(): Promise<FakeSteam> {
  const assocKey = randomBytes(32);
  const assocHandle = randomBytes(12).toString('hex');
  const checkedNonces = new Set<string>();
  const hanging = new Set<ServerResponse>();

  const sigOf = (fields: Map<string, string>) => {
    const signed = (fields.get('openid.signed') ?? '').split(',');
    const kv = signed.map((name) => `${name}:${fields.get(`openid.${name}`) ?? ''}\n`).join('');
    return createHmac('sha256', assocKey).update(kv).digest('base64');
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/openid/login') {
      const body = await readBody(req);
      fake.checks++;
      if (fake.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (fake.mode === 'redirect') {
        res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
        return;
      }
      const fields = new Map(new URLSearchParams(body));
      const nonce = fields.get('openid.response_nonce') ?? '';
      const valid =
        fake.mode === 'honest' &&
        fields.get('openid.mode') === 'check_authentication' &&
        fields.get('openid.assoc_handle') === assocHandle &&
        fields.get('openid.sig') === sigOf(fields) &&
        !checkedNonces.has(nonce);
      checkedNonces.add(nonce);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`ns:${OPENID_NS}\nis_valid:${valid ? 'true' : 'false'}\n`);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/ISteamUser/GetPlayerSummaries/v2/') {
      fake.summaryKeys.push(url.searchParams.get('key') ?? '');
      if (fake.summaries === 'fail') {
        res.writeHead(500).end('busy');
        return;
      }
      const ids = (url.searchParams.get('steamids') ?? '').split(',');
      const players = ids.flatMap((id) => {
        const p = fake.players.get(id);
        return p ? [{ steamid: id, communityvisibilitystate: 3, ...p }] : [];
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ response: { players } }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoint = `${base}/openid/login`;

  const fake: FakeSteam = {
    endpoint,
    apiUrl: base,
    mode: 'honest',
    summaries: 'ok',
    players: new Map(),
    checks: 0,
    summaryKeys: [],
    assertion(authUrl, steamId, options = {}) {
      const request = new URL(authUrl);
      const p = request.searchParams;
      const expect = (name: string, value: string) => {
        if (p.get(name) !== value) throw new Error(`fake Steam: ${name} is ${p.get(name)}, expected ${value}`);
      };
      if (`${request.origin}${request.pathname}` !== endpoint) throw new Error('fake Steam: wrong endpoint');
      expect('openid.ns', OPENID_NS);
      expect('openid.mode', 'checkid_setup');
      expect('openid.identity', IDENTIFIER_SELECT);
      expect('openid.claimed_id', IDENTIFIER_SELECT);
      const returnTo = p.get('openid.return_to') ?? '';
      const realm = p.get('openid.realm') ?? '';
      if (!realm || !returnTo.startsWith(realm)) throw new Error('fake Steam: return_to outside the realm');
      const at = (options.nonceAt ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
      const id = `https://steamcommunity.com/openid/id/${steamId}`;
      return fake.sign([
        ['openid.ns', OPENID_NS],
        ['openid.mode', 'id_res'],
        ['openid.op_endpoint', endpoint],
        ['openid.claimed_id', id],
        ['openid.identity', id],
        ['openid.return_to', returnTo],
        ['openid.response_nonce', `${at}${randomBytes(12).toString('hex')}`],
        ['openid.assoc_handle', assocHandle],
        ['openid.signed', SIGNED],
        ['openid.sig', ''],
      ]);
    },
    sign(fields) {
      const map = new Map(fields);
      const sig = sigOf(map);
      return fields.map(([k, v]) => [k, k === 'openid.sig' ? sig : v]);
    },
    callbackUrl(returnTo, fields) {
      const query = new URLSearchParams(fields).toString();
      return `${returnTo}${returnTo.includes('?') ? '&' : '?'}${query}`;
    },
    login(authUrl, steamId, options) {
      const fields = fake.assertion(authUrl, steamId, options);
      return fake.callbackUrl(new Map(fields).get('openid.return_to')!, fields);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
