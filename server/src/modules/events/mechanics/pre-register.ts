import { randomBytes } from 'node:crypto';
import {
  onboardingApi,
  type PreRegisterCampaign,
  type PreRegisterGrant,
  type Reservation,
} from '@dropforge/shared/contract';
import { type Lang, scheduleAt } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, answerInTx, langOf, ok } from '../../../platform/http';
import type { PlayerRef, RegisteredHook } from '../../../platform/ports';
import type { EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import * as onboarding from '../onboarding.repo';
import type { MechanicContext } from './mechanic';

const NAME = 'pre_register';
const tags = ['events'];

export const preRegisterSpec: MechanicSpec = {
  name: NAME,
  validate(event) {
    if (event.rewards.length !== 1) throw new Error('a pre-registration campaign needs one reward');
  },
  // Granted once per e-mail that registers: at most the reward per participant.
  dailyCost: (event, worth) => worth(event.rewards[0]!),
};

/** How e-mails compare: trimmed, lower case (as accounts compare them, `lower(email)`). */
export const normalEmail = (email: string) => email.trim().toLowerCase();
const masked = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
};
const newCode = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10).toUpperCase();

/**
 * Pre-registration (spec §7 `pre_register`): before launch a visitor reserves a campaign's reward for an e-mail
 * (`POST /api/pre_register`, once per e-mail: unique key; `limits.per_ip_day` per address; not for e-mails that
 * already have an account). When that e-mail
 * registers, the auth module's `registered` hook grants it; `success_register` (spec GET with effect) grants it to a
 * signed-in account whose e-mail it is. Once per e-mail (the reservation binds to one account) and once per account
 * (the claim's unique key), in the grant's transaction.
 */
export function createPreRegister(ctx: MechanicContext) {
  const { engine, database } = ctx;
  const byKey = (key: string) => engine.events.find((e) => e.mechanic === NAME && e.key === key);

  async function view(event: EventDef, r: onboarding.Reservation, lang: Lang): Promise<Reservation> {
    const [reward] = await engine.views(event.rewards, lang);
    return {
      key: event.key,
      code: r.code,
      email: masked(r.email),
      reward: reward!,
      state: r.user_id === null ? 'reserved' : 'received',
    };
  }

  async function list(lang: Lang): Promise<PreRegisterCampaign[]> {
    const live = engine.events.filter((e) => e.mechanic === NAME && engine.running(e));
    return Promise.all(
      live.map(async (e) => {
        const ends = scheduleAt(e.schedule, engine.calendar(e).now, e.zone).endsAt;
        const [[reward], reserved] = await Promise.all([
          engine.views(e.rewards, lang),
          onboarding.reservedCount(database.db, e.key),
        ]);
        return {
          key: e.key,
          title: e.title[lang],
          description: e.description[lang],
          picture: e.picture,
          reward: reward!,
          ends_at: ends === null ? null : new Date(ends).toISOString(),
          reserved,
        };
      }),
    );
  }

  async function reserve(key: string, email: string, ip: string, lang: Lang): Promise<Reservation> {
    const event = byKey(key);
    if (!event) throw new AppError('event_not_found');
    if (!engine.running(event)) throw new AppError('pre_register_closed');
    if (await ctx.emailTaken(normalEmail(email))) throw new AppError('pre_register_account');
    const cal = engine.calendar(event);
    const exempt = ctx.trustedIps.includes(ip);
    const r = await database.withTx(async (tx) => {
      const row = await onboarding.reserve(tx, { eventKey: key, email: normalEmail(email), code: newCode(), ip });
      if (!row) throw new AppError('pre_register_taken');
      const max = event.limits.per_ip_day;
      const slot = { eventKey: key, subject: `ip:${ip}`, period: `d:${cal.day}`, claimId: row.id };
      if (max && !exempt && !(await repo.takeLimitSlot(tx, slot, max))) throw new AppError('event_limit');
      return row;
    });
    return view(event, r, lang);
  }

  async function show(key: string, code: string, lang: Lang): Promise<Reservation> {
    const event = byKey(key);
    const r = event && (await onboarding.reservationByCode(database.db, key, code.toUpperCase()));
    if (!event || !r) throw new AppError('pre_register_unknown');
    return view(event, r, lang);
  }

  /** Grants a reservation to an account; `pre_register_received` when it (or the account's) was granted before. */
  async function grant(event: EventDef, r: onboarding.Reservation, player: PlayerRef, lang: Lang) {
    const cal = engine.calendar(event);
    const done = await database.withTx(async (tx) => {
      const claimId = await repo.takeClaim(tx, {
        userId: player.id,
        eventKey: event.key,
        mechanic: NAME,
        period: 'ever',
        slot: 0,
        day: cal.day,
      });
      if (claimId === undefined) throw new AppError('pre_register_received');
      if (!(await onboarding.bindReservation(tx, r.id, player.id, claimId)))
        throw new AppError('pre_register_received');
      const given = await engine.grant(
        tx,
        event,
        player,
        { prize: event.rewards[0]!, claimId, index: null, roll: null },
        lang,
      );
      const result: PreRegisterGrant = { ...given.grant, key: event.key };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  async function success(player: PlayerRef & { email: string | null }, key: string, code: string, lang: Lang) {
    const event = byKey(key);
    const r = event && (await onboarding.reservationByCode(database.db, key, code.toUpperCase()));
    if (!event || !r) throw new AppError('pre_register_unknown');
    if (r.user_id !== null) throw new AppError('pre_register_received');
    if (!player.email || normalEmail(player.email) !== r.email) throw new AppError('pre_register_email');
    return grant(event, r, player, lang);
  }

  /** The auth module's `registered` hook: every waiting reservation of the new account's e-mail. */
  const registered: RegisteredHook = async (user) => {
    for (const r of await onboarding.reservationsByEmail(database.db, normalEmail(user.email))) {
      const event = byKey(r.event_key);
      if (!event) continue;
      await grant(event, r, user, 'en').catch((e) => {
        if (!(e instanceof AppError)) throw e;
      });
    }
  };

  async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = onboardingApi;
    app.get(api.preRegister.path, { schema: { tags, response: { 200: api.preRegister.result } } }, async (req) =>
      ok({ list: await list(langOf(req)) }),
    );
    app.post(
      api.preRegisterReserve.path,
      { schema: { tags, body: api.preRegisterReserve.body, response: { 200: api.preRegisterReserve.result } } },
      async (req) => ok(await reserve(req.body.key, req.body.email, req.ip, langOf(req))),
    );
    app.get(
      api.preRegisterShow.path,
      { schema: { tags, querystring: api.preRegisterShow.query, response: { 200: api.preRegisterShow.result } } },
      async (req) => ok(await show(req.query.key, req.query.code, langOf(req))),
    );
    // Spec path: a GET with effect (grants the reserved reward), refused by HEAD and from other sites.
    app.get(
      api.preRegisterSuccess.path,
      {
        config: { auth: 'player', changesState: true },
        schema: { tags, querystring: api.preRegisterSuccess.query, response: { 200: api.preRegisterSuccess.result } },
      },
      async (req) => ok(await success(req.player, req.query.key, req.query.code, langOf(req))),
    );
  }

  return { routes, registered };
}

/** As a registry entry; the module wires `registered` through `createPreRegister`. */
export const preRegister = (ctx: MechanicContext) => createPreRegister(ctx).routes;
