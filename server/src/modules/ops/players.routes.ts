import { opsApi } from '@dropforge/shared/contract';
import { type Milli, parseMilli, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/http';
import type { Sessions } from '../auth';
import { adjustBalance, balancesOf } from '../wallet';
import { audit } from './audit';
import { actorOf, guard, operatorOf } from './guard';
import type { OpsRouteDeps } from './ops.routes';
import { playerNotes } from './ops.schema';
import { playerDetail, searchPlayers } from './players';

/** Players: search, the account page, balance adjustments, notes, the withdrawal block and sessions (area `players`). */
export function opsPlayersRoutes(deps: OpsRouteDeps & { sessions: Sessions }) {
  const { database, operators, sessions } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const preHandler = guard(operators, 'players');
    const exists = async (id: number) => {
      const found = await database.db.execute(sql`select 1 from users where id = ${id}`);
      if (found.rows.length === 0) throw new AppError('player_not_found');
    };

    app.get(
      opsApi.players.path,
      { preHandler, schema: { tags, querystring: opsApi.players.query, response: { 200: opsApi.players.result } } },
      async (req) => ok(await searchPlayers(database.db, req.query.q, req.query.page)),
    );
    app.get(
      opsApi.player.path,
      { preHandler, schema: { tags, params: opsApi.player.params, response: { 200: opsApi.player.result } } },
      async (req) => ok(await playerDetail(database.db, req.params.id)),
    );

    // What `npm run ops -- adjust` does, with the audit entry in the same transaction as the posting.
    app.post(
      opsApi.adjust.path,
      {
        preHandler,
        schema: {
          tags,
          params: opsApi.adjust.params,
          body: opsApi.adjust.body,
          response: { 200: opsApi.adjust.result },
        },
      },
      async (req) => {
        const userId = req.params.id;
        await exists(userId);
        const { currency, reason } = req.body;
        const signed = parseMilli(String(req.body.amount)) as Milli;
        const op = operatorOf(req);
        const result = await database.withTx(async (tx) => {
          const before = (await balancesOf(tx, userId))[currency];
          const posted = await adjustBalance(tx, { userId, currency, amount: signed, reason, operator: op.email });
          const after = (await balancesOf(tx, userId))[currency];
          await audit(tx, actorOf(req), {
            action: 'player.adjust',
            target: `user:${userId}`,
            before: { currency, balance: toAmount(before) },
            after: { currency, balance: toAmount(after), amount: toAmount(signed), reason, tx_id: posted.txId },
          });
          return { tx_id: posted.txId, balance: toAmount(after) };
        });
        return ok(result);
      },
    );

    app.post(
      opsApi.note.path,
      {
        preHandler,
        schema: { tags, params: opsApi.note.params, body: opsApi.note.body, response: { 200: opsApi.note.result } },
      },
      async (req) => {
        await exists(req.params.id);
        await database.withTx(async (tx) => {
          await tx
            .insert(playerNotes)
            .values({ userId: req.params.id, operatorId: operatorOf(req).id, text: req.body.text });
          await audit(tx, actorOf(req), {
            action: 'player.note',
            target: `user:${req.params.id}`,
            after: { text: req.body.text },
          });
        });
        return ok({ ok: true as const });
      },
    );

    app.post(
      opsApi.flags.path,
      {
        preHandler,
        schema: { tags, params: opsApi.flags.params, body: opsApi.flags.body, response: { 200: opsApi.flags.result } },
      },
      async (req) => {
        const userId = req.params.id;
        await database.withTx(async (tx) => {
          const old = await tx.execute<{ flagged: boolean }>(
            sql`select flagged from users where id = ${userId} for update`,
          );
          if (!old.rows[0]) throw new AppError('player_not_found');
          await tx.execute(sql`update users set flagged = ${req.body.withdrawals_blocked} where id = ${userId}`);
          await audit(tx, actorOf(req), {
            action: 'player.flags',
            target: `user:${userId}`,
            before: { withdrawals_blocked: old.rows[0].flagged },
            after: { withdrawals_blocked: req.body.withdrawals_blocked, reason: req.body.reason },
          });
        });
        // Every instance reads the account afresh (a cached session would still let a withdrawal through).
        await sessions.userChanged(userId);
        return ok({ ok: true as const });
      },
    );

    app.post(
      opsApi.revokePlayerSession.path,
      {
        preHandler,
        schema: {
          tags,
          params: opsApi.revokePlayerSession.params,
          response: { 200: opsApi.revokePlayerSession.result },
        },
      },
      async (req) => {
        const { id, sid } = req.params;
        const found = await database.db.execute(
          sql`select 1 from sessions where id = ${sid} and user_id = ${id} and revoked_at is null`,
        );
        if (found.rows.length === 0) throw new AppError('session_not_found');
        await sessions.revoke(sid);
        await database.withTx((tx) =>
          audit(tx, actorOf(req), { action: 'player.session.revoke', target: `user:${id}`, after: { session: sid } }),
        );
        return ok({ ok: true as const });
      },
    );
  };
}
