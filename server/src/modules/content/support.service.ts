import {
  FEEDBACK_TYPES,
  type FeedbackBody,
  type FollowBody,
  type FollowResult,
  type SupportInfo,
} from '@dropforge/shared/contract';
import type { Lang } from '@dropforge/shared/domain';
import type { Database } from '../../platform/db';
import { AppError, fail } from '../../platform/http';
import type { Store } from '../../platform/kv';
import type { Mailer } from '../../platform/mail';
import * as repo from './content.repo';
import type { SiteSettings } from './content.seed';
import { feedbackMail } from './feedback.mails';

export type SupportSettings = {
  /** Tickets one account may send per window. */
  perAccount: number;
  /** Tickets one IP address may send per window (visitors and players alike). */
  perIp: number;
  windowMs: number;
};

export type SupportDeps = {
  database: Database;
  store: Store;
  mailer: Mailer;
  log: { warn: (obj: object, msg: string) => void };
  settings: SupportSettings;
  trustedIps: readonly string[];
  /** Whether `url` is a picture this player uploaded (auth). */
  ownsUpload: (userId: number, url: string) => boolean;
  /** Whether a case with this id exists (cases). */
  boxExists: (id: string) => Promise<boolean>;
  site: () => Promise<SiteSettings>;
};

export const MAX_TICKET_IMAGES = 5;

/** A follow url compared loosely: scheme and host lower-cased, no trailing slash, no query or fragment. */
export function normaliseUrl(raw: string): string {
  try {
    const u = new URL(raw);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return raw.trim().toLowerCase();
  }
}

/** The help form (tickets, their acknowledgement and limits) and share/follow records. */
export function createSupport(deps: SupportDeps) {
  const { store, settings } = deps;

  /** Counts this ticket against the account and the address; over either limit → 429 with the wait. */
  async function spend(userId: number | null, ip: string) {
    const keys = [
      ...(userId !== null ? [{ key: `feedback:u:${userId}`, max: settings.perAccount }] : []),
      ...(deps.trustedIps.includes(ip) ? [] : [{ key: `feedback:ip:${ip}`, max: settings.perIp }]),
    ];
    for (const { key, max } of keys) {
      if ((await store.increment(key, settings.windowMs)) > max) {
        const seconds = Math.max(1, Math.ceil((await store.ttl(key)) / 1000));
        // A business 429: its data is not the rate limiter's `retry_after`, so the web client shows it instead of
        // waiting to send the ticket again by itself.
        throw new AppError('feedback_too_soon', { seconds, minutes: Math.ceil(seconds / 60) }, { seconds });
      }
    }
  }

  return {
    async info(): Promise<SupportInfo> {
      const s = await deps.site();
      return { ...s.support, types: [...FEEDBACK_TYPES], max_images: MAX_TICKET_IMAGES };
    },

    async sendFeedback(body: FeedbackBody, ip: string, userId: number | null, lang: Lang) {
      // Pictures come from /api/upload_img, which needs an account: only the sender's own may be attached.
      if (body.image.length && (userId === null || !body.image.every((url) => deps.ownsUpload(userId, url))))
        fail('avatar_not_own');
      await spend(userId, ip);
      const email = body.email.toLowerCase();
      const { ticket } = await deps.database.withTx((tx) =>
        repo.insertFeedback(tx, {
          type: body.type,
          email,
          content: body.content,
          images: [...new Set(body.image)],
          userId,
          ip,
          lang,
        }),
      );
      // The ticket is stored either way; a mail server that refuses the acknowledgement must not lose it.
      await deps.mailer.send({ to: email, ...feedbackMail(ticket, body.content, lang) }).catch((e) => {
        deps.log.warn({ err: e, ticket }, 'support acknowledgement not sent');
      });
      return { ticket };
    },

    async follow(userId: number, body: FollowBody): Promise<FollowResult> {
      const url = body.url.trim();
      if (body.type === 'follow') {
        const official = (await deps.site()).service
          .filter((s) => s.key.startsWith('flw_'))
          .map((s) => normaliseUrl(s.value));
        if (!official.includes(normaliseUrl(url))) fail('follow_url_unknown');
      } else if (!body.box_id && !body.gift_id) {
        fail('validation_failed', { field: 'box_id' });
      }
      if (body.box_id && !(await deps.boxExists(body.box_id))) fail('box_not_found');
      const { row, created } = await repo.recordFollow(deps.database.db, {
        userId,
        type: body.type,
        url: body.type === 'follow' ? normaliseUrl(url) : url,
        giftId: body.gift_id ?? null,
        boxId: body.box_id ?? null,
      });
      return {
        id: row.id,
        type: row.type as FollowResult['type'],
        url: row.url,
        created,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}

export type Support = ReturnType<typeof createSupport>;
