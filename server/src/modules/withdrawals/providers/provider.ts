import type { Milli } from '@dropforge/shared/domain';

/** What a withdrawal asks a marketplace to buy: one item, sent to the player's trade URL. */
export type PurchaseOrder = {
  /** Our id of the purchase (Waxpeer's `project_id`): stable per withdrawal, so a lost answer can be looked up. */
  customId: string;
  hashName: string;
  /** The most the house pays, thousandths (1 USD = 1000, like Waxpeer's mils). */
  maxPrice: number;
  /** The catalogue value of the item, thousandths (the sandbox drifts around it). */
  price: Milli;
  tradeUrl: string;
  /** `partner` and `token` of the trade URL. */
  partner: string;
  token: string;
};

/** A purchase the marketplace accepted: its id and what it charged (thousandths). */
export type Purchase = { externalId: string; cost: Milli | null };

/**
 * Where a purchase stands on the marketplace. `pending`: bought, the seller has not sent the offer yet; `sent`: the
 * trade offer waits for the player; `accepted`: delivered; `failed`: the market could not deliver (nothing was
 * sent); `cancelled`: a sent offer was declined or expired.
 */
export type MarketStatus =
  | { state: 'pending'; cost?: Milli | null }
  | { state: 'sent'; offerId: string; offerUrl: string; expiresAt: Date | null; cost?: Milli | null }
  | { state: 'accepted'; cost?: Milli | null }
  | { state: 'failed' | 'cancelled'; reason: string };

/** The market refused a purchase for good (no funds, no such item, bad trade link): nothing was bought. */
export class PurchaseRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A call whose outcome is unknown (HTTP 5xx, timeout, "System busy"): try again later. */
export class MarketUnavailable extends Error {}

/**
 * A marketplace that buys an item and sends it to a player as a Steam trade offer. Buying must not be repeated
 * blindly: when a buy call's answer was lost, `lookup` finds the purchase by our `customId` first.
 */
export interface WithdrawProvider {
  /** `sandbox` or the marketplace's name, stored on each withdrawal. */
  readonly id: string;
  /** How long to wait between status checks of one purchase, ms. */
  readonly pollMs: number;
  /** Throws PurchaseRefused (nothing bought) or MarketUnavailable (unknown: look it up before buying again). */
  buy(order: PurchaseOrder): Promise<Purchase>;
  /** The purchase made for `customId`, or undefined when the market has none. Throws MarketUnavailable. */
  lookup(customId: string): Promise<Purchase | undefined>;
  /**
   * Where a purchase stands. `offer`: the trade offer we already saw sent (when we recorded it, and its expiry),
   * or null. Throws MarketUnavailable.
   */
  status(purchase: {
    customId: string;
    externalId: string;
    offer: { sentAt: Date; expiresAt: Date | null } | null;
  }): Promise<MarketStatus>;
  /** What the site's account on the market holds to buy with; absent when the market has no account (sandbox). */
  balance?(): Promise<Milli>;
}

/** `partner` and `token` of a Steam trade URL (`…/tradeoffer/new/?partner=N&token=T`), or undefined. */
export function tradeUrlParts(url: string): { partner: string; token: string } | undefined {
  try {
    const parsed = new URL(url);
    const partner = parsed.searchParams.get('partner');
    const token = parsed.searchParams.get('token');
    return partner && token ? { partner, token } : undefined;
  } catch {
    return undefined;
  }
}
