import type {
  BroadcastBody,
  Campaign,
  CodesBody,
  ConfigResult,
  Profile,
  RollingResult,
  Transaction,
  TransactionItem,
} from '@dropforge/shared/contract';
import type { PageLookup } from '@dropforge/shared/contract/pages';
import type { Lang, Milli } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from './db';
import type { PictureKind, PictureResolver } from './images';

/** The signed-in player as every module sees it (`req.player`); the auth module owns the account. */
export type Player = {
  id: number;
  name: string;
  avatar: string;
  email: string | null;
  steamId: string | null;
  tradeUrl: string | null;
  extensionCode: string;
  parentCode: string | null;
  ad: string | null;
  /** Set by the operator; blocks withdrawals. */
  flagged: boolean;
  createdAt: Date;
  /** The session of this request. */
  sessionId: number;
};

/**
 * Route metadata (`config: { auth }`): `player` answers "Please log in first" to visitors and sets
 * `req.player`; `optional` sets `req.viewer` when signed in; `none` (the default) looks nothing up.
 */
export type AuthMode = 'player' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** A GET that changes state (the spec's paths): never by HEAD, and only from the site itself. */
    changesState?: boolean;
    /** Such a GET that takes `Idempotency-Key` in the HTTP layer, as a POST does. */
    keyedGet?: boolean;
    /** Opens a session (sign-in, registration): refused when a browser says it comes from another site. */
    signsIn?: boolean;
    /**
     * Rebuilds the answer of an operation that committed under an Idempotency-Key but whose answer was lost (a crash
     * between commit and answer), from the reference it noted with `noteInTx` (or from the request alone).
     */
    replay?: (req: FastifyRequest, ref: string | null) => Promise<unknown>;
  }
  interface FastifyRequest {
    /** The signed-in player; only on routes with `auth: 'player'` (elsewhere reading it is a bug and throws). */
    player: Player;
    /** The signed-in player or undefined; set on routes with `auth: 'optional'`. */
    viewer: Player | undefined;
  }
}

/** Who sent a request: what the auth module tells the platform (auth hook, rate limits, websocket). */
export type Identity = {
  tokenOf: (req: FastifyRequest) => string | undefined;
  /** The player of the request's session, undefined for visitors; a revoked or expired token throws. */
  playerOf: (req: FastifyRequest) => Promise<Player | undefined>;
};

/** An entry source of the transaction history besides the ledger (withdrawals). */
export type HistorySource = {
  type: string;
  latest(userId: number, limit: number, lang: Lang): Promise<Transaction[]>;
  count(userId: number): Promise<number>;
};

/** The items a history row names (inventory → wallet history). */
export type ItemViews = (
  userId: number,
  knapsackIds: number[],
  lang: Lang,
) => Promise<Map<number, { item: TransactionItem; boughtWith: string }>>;

/** What a case looks like to modules below `cases` (feed names, first-recharge figure). */
export type BoxFacts = {
  info: (id: string) => { id: string; name: string; picture: string } | null;
  /** Resolves once the case list is loaded. */
  ready: () => Promise<unknown>;
  /** The dearest item of a case in thousandths, or null when the case is unknown. */
  topValue: (id: string) => Promise<Milli | null>;
};

/** One Prometheus sample a module reports at scrape time. */
export type MetricSample = {
  name: string;
  help: string;
  type: 'gauge' | 'counter';
  labels?: Record<string, string>;
  value: number;
};

/** An extra bonus on a player's deposits (the referred player's invitation bonus), credited with the deposit. */
export type DepositBonus = {
  /** Part of the bonus's ledger key (`deposit-<name>:<order>`): one per source. */
  name: string;
  /** The share of the deposit to add, or 0; `memo` names it in the history. Reads through the deposit's transaction. */
  rateOf: (tx: Tx, userId: number) => Promise<{ rate: number; memo: string }>;
};

/**
 * A bet, inside its own transaction (VIP rakeback and tasks): `stake` thousandths risked at `rtp`, `key` unique per
 * bet so a replayed bet accrues nothing twice; `count` cases in one open (default 1). A battle's bet is each human
 * seat's entry when the battle starts (a cancelled battle bets nothing).
 */
export type BetHook = (
  tx: Tx,
  bet: { userId: number; game: 'case' | 'upgrade' | 'battle'; stake: Milli; rtp: number; key: string; count?: number },
) => Promise<void>;

/**
 * Work another module does once an account registered with a (code-verified) e-mail, after its row committed
 * (pre-registration rewards). A failing hook is logged and does not undo the registration.
 */
export type RegisteredHook = (user: { id: number; email: string; name: string; avatar: string }) => Promise<void>;

/**
 * Work another module does inside a deposit's transaction, once the deposit is credited (VIP rewards, event
 * tokens): `deposit.key` is unique per paid order, `amount` what was deposited (without bonuses).
 */
export type DepositHook = (tx: Tx, userId: number, deposit: { key: string; amount: Milli }) => Promise<void>;
/**
 * Work another module does inside a refunded deposit's transaction (the referral rebate it earned): answers the
 * thousandths it cancelled or took back.
 */
export type RefundHook = (tx: Tx, orderSn: string) => Promise<Milli>;
/**
 * Uses a player's coupon inside a purchase's transaction (group-grab coupons, the events module): answers the
 * thousandths to take off a case's `price` (at most `price`) or to add to a top-up of `price`, marking the coupon used
 * once, or throws an `AppError` when the coupon is not the player's, not ready, expired or does not apply. `ref` names
 * the purchase; `check` answers the same without using the coupon (a top-up's checkout, before it is paid).
 */
export type CouponUse = (
  tx: Tx,
  use: {
    userId: number;
    couponId: number;
    target: 'case' | 'recharge';
    price: Milli;
    ref: string;
    /** Only check it; `hold`: keep it for order `ref` until then; `release`: let go of that hold. */
    check?: boolean;
    hold?: Date;
    release?: boolean;
  },
) => Promise<Milli>;
/** What a money entry point asks the responsible-gaming gate about: a paid game, or a deposit of an amount. */
export type GateAction = { kind: 'play' } | { kind: 'deposit'; amount: Milli };

/**
 * Responsible gaming (the `limits` module): throws an `AppError` saying why and until when, when the player may not
 * do this now (cool-off, self-exclusion, a deposit limit); resolves otherwise. Given the bet's `tx`, it checks inside
 * that transaction under the player's limits lock, so a cool-off committed before the bet commits always refuses it.
 */
export type PlayGate = (userId: number, action: GateAction, tx?: Tx) => Promise<void>;

/**
 * Binds a player to the referrer whose code they brought (the affiliates module; e.g. a shared guess link's
 * `user_code`): `bound`, `already_bound` (they have a referrer), `unknown` (no such code) or `refused` (their own
 * code, too late, a cycle). Never throws for those.
 */
export type ReferralCodeHook = (
  userId: number,
  code: string,
) => Promise<'bound' | 'already_bound' | 'unknown' | 'refused'>;

/** A personal notification source (bus events → messages); the notifications module reads these. */
export type NotificationSource = { channel: string; kinds: readonly string[] };

/**
 * Extension points: a module contributes entries; the module that owns the answer reads the list at request time,
 * so a contribution may come from a module created after the reader.
 */
export type Extensions = {
  /** Who sent a request (the auth module; one). */
  identity: Identity;
  /** Parts of the login data (`/api/user/info`). */
  profile: (userId: number) => Promise<Partial<Profile>>;
  /** Parts of the ticker (`/api/rolling_data`). */
  ticker: () => Promise<Partial<RollingResult>>;
  /** Sources of the transaction history besides the ledger. */
  history: HistorySource;
  /** Item views of history rows (one is enough). */
  historyItems: ItemViews;
  /** Parts of `counters` in `/api/config`. */
  counters: () => Promise<Partial<ConfigResult['counters']>>;
  /** Which ids of a web page exist (unknown ones answer 404). */
  pages: { page: PageLookup; exists: (id: string) => Promise<boolean> };
  /** Where pictures of a kind come from (`/img/…`). */
  pictures: { kind: PictureKind; resolve: PictureResolver };
  /** Case facts for modules below `cases`. */
  boxes: BoxFacts;
  /** A player's VIP level (one). */
  levels: (userId: number) => Promise<number>;
  /** Series read at each `/metrics` scrape (e.g. withdrawals by state). */
  metrics: () => Promise<MetricSample[]>;
  /** Extra deposit bonuses (payments reads them when a deposit is credited). */
  depositBonus: DepositBonus;
  /** Run inside each case open's, upgrade's and battle start's transaction. */
  bets: BetHook;
  /** Run inside each credited deposit's transaction. */
  deposited: DepositHook;
  /** Run inside each refunded deposit's transaction (the operator console). */
  refunded: RefundHook;
  /** Run after each e-mail registration. */
  registered: RegisteredHook;
  /** Personal notification sources. */
  notifications: NotificationSource;
  /** Responsible-gaming checks every money entry point runs first (the limits module); read through `gateOf`. */
  playGate: PlayGate;
  /** Applies a referral code a player brought to another action (the affiliates module; one). */
  referralCode: ReferralCodeHook;
  /** Coupons applied at a case open (one). */
  coupons: CouponUse;
  /** Promo-code campaigns in the operator console (one). */
  codeDesk: CodeDesk;
  /** Platform notifications sent from the operator console (one). */
  broadcast: Broadcast;
};

/** Promo-code campaigns for the operator console (the affiliates module; one). */
export type CodeDesk = {
  campaigns: () => Promise<Campaign[]>;
  /** Creates a batch of codes and answers them in clear (the only time). */
  create: (tx: Tx, batch: Omit<CodesBody, 'count'> & { count: number }) => Promise<string[]>;
  /** Ends a console campaign now; false when it has no such codes. */
  end: (tx: Tx, campaign: string, at: Date) => Promise<boolean>;
};

/** A platform notification from the operator console (the notifications module; one): its row id. */
export type Broadcast = (
  tx: Tx,
  notice: Omit<Required<BroadcastBody>, 'title' | 'text'> & {
    title: Record<string, string>;
    text: Record<string, string>;
    key: string;
    at: Date;
  },
) => Promise<number>;

export type ExtensionName = keyof Extensions;
export type Contributions = { [K in ExtensionName]?: Extensions[K] | Extensions[K][] };
export type ExtensionLists = { readonly [K in ExtensionName]: readonly Extensions[K][] };

/** What games show of a player (battle seats, drop feed): the part of `Player` they read. */
export type PlayerRef = Pick<Player, 'id' | 'name' | 'avatar'>;
