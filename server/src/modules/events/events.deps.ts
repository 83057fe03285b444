import type { Milli } from '@dropforge/shared/domain';
import type { Clock } from '../../platform/clock';
import type { Database, Executor } from '../../platform/db';
import type { PlayGate, ReferralCodeHook } from '../../platform/ports';
import type { Referrals } from '../auth';
import type { CasesService, Opening } from '../cases';
import type { CatalogService } from '../catalog';
import type { Fair } from '../fair';
import type { Inventory } from '../inventory';
import type { Drops } from '../realtime';
import type { EventsSettings } from './events.settings';

export type EngineDeps = {
  database: Database;
  fair: Fair;
  inventory: Inventory;
  catalog: CatalogService;
  cases: CasesService;
  opening: Opening;
  /** The live drop feed: prizes of mechanics that show on it (smashing windows: type `windows`). */
  drops: Drops;
  clock: Clock;
  settings: EventsSettings;
  contentDir: string;
  trustProxy: boolean;
  /** Addresses exempt from per-address limits (RATE_LIMIT_TRUSTED_IPS: the site's own proxies, monitoring). */
  trustedIps: readonly string[];
  levelOf: (userId: number) => Promise<number>;
  lastDepositAt: (userId: number) => Promise<Date | null>;
  /** Whether an account uses an e-mail (pre-registration); absent: none does. */
  emailTaken?: (email: string) => Promise<boolean>;
  /** Paid deposits of a player in thousandths, ever or since `since` (missions, the top-up task). */
  depositTotal: (userId: number, since?: Date, via?: Executor) => Promise<Milli>;
  /** Paid deposits of a player since `since` with their order ids, oldest first (recharge-open boxes). */
  deposits?: (userId: number, since: Date, via?: Executor) => Promise<Deposit[]>;
  log: { warn: (msg: string) => void };
  /** Responsible gaming (the limits module's `playGate`); absent: open. */
  gate?: PlayGate;
  /** Applies a referral code brought to an action (the `referralCode` extension); absent: not applied. */
  referralCode?: ReferralCodeHook;
  /** Invitation bindings (group-grab friends bind to the room creator's code); absent: nobody can join a room. */
  referrals?: Referrals;
  /** The site's public address (group-grab invite links). */
  publicUrl?: string;
};

export type Deposit = { id: number; orderSn: string; amount: Milli; paidAt: Date };
