import { createHmac } from 'node:crypto';
import { mulRate } from '@dropforge/shared/domain';
import { type MarketStatus, PurchaseRefused, type WithdrawProvider } from './provider';

export type SandboxMarketSettings = {
  /** Latency of each step (seller sends the offer, the player answers it), ms. */
  stepMs: number;
  /** The market price is the catalogue price ± up to this share. */
  priceDrift: number;
  /** Share of purchases the market cannot fill. */
  failRate: number;
  /** Share of sent offers the player declines. */
  declineRate: number;
  /** How long a sent offer waits before it expires, ms. */
  offerExpiryMs: number;
  /** Keys the per-withdrawal outcomes (so a restart replays the same story). */
  secret: string;
};

const PREFIX = 'sbx';

/**
 * A simulated marketplace that runs the real withdrawal path end to end. It keeps no state of its own: a purchase
 * id carries the moment it was bought, the offer's send time and expiry are those the withdrawal recorded, and
 * every outcome (failure, price drift, decline) is a keyed hash of our custom id, so any instance, before or after
 * a restart, tells the same story: bought at t → the offer is out from t + step (first seen by a status check) →
 * the player answers one step after it was seen (accepts, or declines at `declineRate`), unless the offer expired
 * first (`offerExpiryMs` after it was sent).
 */
export function createSandboxMarket(s: SandboxMarketSettings): WithdrawProvider {
  const draw = (customId: string, what: string) => {
    const digest = createHmac('sha256', s.secret).update(`${customId}:${what}`).digest();
    return digest.readUIntBE(0, 6) / 2 ** 48;
  };
  const offerIdOf = (customId: string) => String(5_000_000_000 + Math.floor(draw(customId, 'offer') * 1e9));

  return {
    id: 'sandbox',
    pollMs: s.stepMs,

    async buy(order) {
      if (draw(order.customId, 'fail') < s.failRate)
        throw new PurchaseRefused('sandbox market: no seller could deliver this item');
      const drift = s.priceDrift * (2 * draw(order.customId, 'drift') - 1);
      const cost = mulRate(order.price, 1 + drift);
      if (cost > order.maxPrice) throw new PurchaseRefused('Item price has increased or item is no longer available');
      return { externalId: `${PREFIX}.${Date.now()}.${order.customId}`, cost };
    },

    // Every buy answers at once, so no purchase is ever lost: nothing to find.
    async lookup() {
      return undefined;
    },

    async status({ customId, externalId, offer }): Promise<MarketStatus> {
      const boughtAt = Number(externalId.split('.')[1]);
      if (!externalId.startsWith(`${PREFIX}.`) || !Number.isFinite(boughtAt))
        return { state: 'failed', reason: 'sandbox market: unknown purchase' };
      const now = Date.now();
      const offerId = offerIdOf(customId);
      const offerUrl = `https://steamcommunity.com/tradeoffer/${offerId}/`;
      if (!offer) {
        if (now < boughtAt + s.stepMs) return { state: 'pending' };
        return { state: 'sent', offerId, offerUrl, expiresAt: new Date(now + s.offerExpiryMs) };
      }
      const answeredAt = offer.sentAt.getTime() + s.stepMs;
      const expiresAt = offer.expiresAt?.getTime() ?? offer.sentAt.getTime() + s.offerExpiryMs;
      if (now < Math.min(answeredAt, expiresAt))
        return { state: 'sent', offerId, offerUrl, expiresAt: new Date(expiresAt) };
      if (expiresAt <= answeredAt) return { state: 'cancelled', reason: 'trade offer expired' };
      if (draw(customId, 'decline') < s.declineRate) return { state: 'cancelled', reason: 'trade offer declined' };
      return { state: 'accepted' };
    },
  };
}
