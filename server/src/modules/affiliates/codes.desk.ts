import type { Campaign } from '@dropforge/shared/contract';
import { milli, parseMilli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import type { CodeDesk } from '../../platform/ports';
import { createCodeBatch } from './codes.batch';

type Row = {
  campaign: string;
  source: 'ops' | 'content';
  kind: string;
  amount: string;
  box: string | null;
  codes: number;
  uses: string | number;
  used: string | number;
  players: number;
  paid: string;
  exposure: string;
  paid_coins: string;
  exposure_coins: string;
  expires_at: Date | null;
  ended: boolean;
  created_at: Date;
};

/**
 * Promo-code campaigns for the operator console (issue 25): usage per campaign (codes, uses taken of those allowed,
 * players, what cash and token redemptions paid and could still pay), new batches, and ending a campaign now.
 */
export function createCodeDesk(deps: { database: Database; pepper: string; now: () => number }): CodeDesk {
  const { database } = deps;
  return {
    async campaigns(): Promise<Campaign[]> {
      const now = new Date(deps.now());
      const ended = sql`coalesce(c.valid_until <= ${now}, false)`;
      const res = await database.db.execute<Row>(sql`
        with c as (
          select coalesce(campaign, '') as campaign, source, kind, amount, box_id, uses, used, valid_until, created_at, id
          from promo_codes)
        select c.campaign, min(c.source) as source,
          case when count(distinct c.kind) > 1 then 'mixed' else min(c.kind) end as kind,
          max(c.amount)::text as amount, max(c.box_id) as box, count(*)::int as codes, sum(c.uses)::bigint as uses,
          sum(c.used)::bigint as used,
          (select count(distinct u.user_id)::int from promo_code_uses u
            where u.code_id = any(array_agg(c.id))) as players,
          sum(case when c.kind = 'cash' then c.used * c.amount else 0 end)::text as paid,
          sum(case when c.kind = 'cash' and not ${ended} then greatest(c.uses - c.used, 0) * c.amount else 0 end)::text
            as exposure,
          sum(case when c.kind = 'token' then c.used * c.amount else 0 end)::text as paid_coins,
          sum(case when c.kind = 'token' and not ${ended} then greatest(c.uses - c.used, 0) * c.amount else 0 end)::text
            as exposure_coins,
          max(c.valid_until) as expires_at,
          bool_and(c.valid_until is not null and c.valid_until <= ${now}) as ended,
          min(c.created_at) as created_at
        from c group by c.campaign order by min(c.created_at) desc limit 500`);
      return res.rows.map((r) => ({
        campaign: r.campaign,
        source: r.source,
        kind: r.kind,
        amount: toAmount(milli(Number(r.amount))),
        box: r.box,
        codes: r.codes,
        uses: Number(r.uses),
        used: Number(r.used),
        players: r.players,
        paid: toAmount(milli(Number(r.paid))),
        exposure: toAmount(milli(Number(r.exposure))),
        paid_coins: toAmount(milli(Number(r.paid_coins))),
        exposure_coins: toAmount(milli(Number(r.exposure_coins))),
        expires_at: r.expires_at ? new Date(r.expires_at).toISOString() : null,
        ended: r.ended,
        created_at: new Date(r.created_at).toISOString(),
      }));
    },
    create: (tx, b) =>
      createCodeBatch(
        tx,
        deps.pepper,
        {
          kind: b.kind,
          amount: b.amount === undefined ? ZERO_MILLI : parseMilli(String(b.amount)),
          box: b.kind === 'box' ? (b.box ?? null) : null,
          uses: b.uses,
          perAccount: b.per_account,
          count: b.count,
          validDays: b.valid_days ?? null,
          minDeposit: b.min_deposit === undefined ? ZERO_MILLI : parseMilli(String(b.min_deposit)),
          campaign: b.campaign,
        },
        new Date(deps.now()),
      ),
    async end(tx, campaign, at) {
      const found = await tx.execute(sql`
        select 1 from promo_codes where campaign = ${campaign} and source = 'ops' limit 1`);
      if (found.rows.length === 0) return false;
      await tx.execute(sql`
        update promo_codes set valid_until = ${at}
        where campaign = ${campaign} and source = 'ops' and (valid_until is null or valid_until > ${at})`);
      return true;
    },
  };
}
