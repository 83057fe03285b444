import { z } from 'zod';
import { ConfigError } from '../../platform/config';
import { defineSettings } from '../../platform/modules';

export type WithdrawalSettings = {
  /** WITHDRAW_PROVIDER: `sandbox` (simulated marketplace) or `waxpeer` (needs WAXPEER_API_KEY). */
  provider: 'sandbox' | 'waxpeer';
  /** WITHDRAW_MIN_DEPOSIT (USD, default 1), in thousandths: lifetime paid deposits needed to withdraw; 0 = none. */
  minDeposit: number;
  /** WITHDRAW_MAX_MARKUP (0.1): the most above the catalogue price the house pays the marketplace for an item. */
  maxMarkup: number;
  /** WITHDRAW_OFFER_EXPIRY_SECONDS (600), in ms: how long a sent trade offer waits (sandbox; Waxpeer's fallback). */
  offerExpiryMs: number;
  /** WITHDRAW_POLL_SECONDS (15), in ms: how often a real marketplace is asked about a purchase. */
  pollMs: number;
  /** WITHDRAW_MAX_ATTEMPTS (8): failed marketplace calls (5xx, timeouts) of a purchase before it is given up. */
  maxAttempts: number;
  /** WITHDRAW_SANDBOX_*: step latency (ms), ± price drift, purchase failure rate and offer decline rate. */
  sandbox: { stepMs: number; priceDrift: number; failRate: number; declineRate: number };
  /** WAXPEER_API_KEY, WAXPEER_API_URL, WAXPEER_PROJECT_ID (prefix of our `project_id`s); `timeoutMs` per call. */
  waxpeer: { apiKey: string | undefined; baseUrl: string; projectId: string; timeoutMs: number };
};

export const withdrawalSettings = defineSettings(
  z.object({
    WITHDRAW_PROVIDER: z.enum(['sandbox', 'waxpeer']).default('sandbox'),
    WITHDRAW_MIN_DEPOSIT: z.coerce.number().min(0).max(1_000_000).default(1),
    WITHDRAW_MAX_MARKUP: z.coerce.number().min(0).max(1).default(0.1),
    WITHDRAW_OFFER_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    WITHDRAW_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(15),
    WITHDRAW_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    WITHDRAW_SANDBOX_STEP_MS: z.coerce.number().int().min(10).max(600_000).default(4000),
    WITHDRAW_SANDBOX_PRICE_DRIFT: z.coerce.number().min(0).max(0.5).default(0.03),
    WITHDRAW_SANDBOX_FAIL_RATE: z.coerce.number().min(0).max(1).default(0.03),
    WITHDRAW_SANDBOX_DECLINE_RATE: z.coerce.number().min(0).max(1).default(0.05),
    WAXPEER_API_KEY: z.string().min(1).optional(),
    WAXPEER_API_URL: z.string().url().default('https://api.waxpeer.com'),
    WAXPEER_PROJECT_ID: z
      .string()
      .regex(/^[\w-]{1,30}$/, 'letters, digits, _ and -, at most 30')
      .default('dropforge'),
  }),
  (env): WithdrawalSettings => {
    if (env.WITHDRAW_PROVIDER === 'waxpeer' && !env.WAXPEER_API_KEY) {
      throw new ConfigError(
        'WITHDRAW_PROVIDER=waxpeer needs WAXPEER_API_KEY (the key of the Waxpeer account that buys).',
      );
    }
    return {
      provider: env.WITHDRAW_PROVIDER,
      minDeposit: Math.round(env.WITHDRAW_MIN_DEPOSIT * 1000),
      maxMarkup: env.WITHDRAW_MAX_MARKUP,
      offerExpiryMs: env.WITHDRAW_OFFER_EXPIRY_SECONDS * 1000,
      pollMs: Math.round(env.WITHDRAW_POLL_SECONDS * 1000),
      maxAttempts: env.WITHDRAW_MAX_ATTEMPTS,
      sandbox: {
        stepMs: env.WITHDRAW_SANDBOX_STEP_MS,
        priceDrift: env.WITHDRAW_SANDBOX_PRICE_DRIFT,
        failRate: env.WITHDRAW_SANDBOX_FAIL_RATE,
        declineRate: env.WITHDRAW_SANDBOX_DECLINE_RATE,
      },
      waxpeer: {
        apiKey: env.WAXPEER_API_KEY,
        baseUrl: env.WAXPEER_API_URL.replace(/\/+$/, ''),
        projectId: env.WAXPEER_PROJECT_ID,
        timeoutMs: 10_000,
      },
    };
  },
);
