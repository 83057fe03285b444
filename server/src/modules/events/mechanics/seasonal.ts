import type {
  Season,
  SeasonalCase,
  SeasonalDetails,
  SeasonalDrop,
  SeasonalInfo,
  SeasonalMilestoneGrant,
  SeasonalOpenResult,
} from '@dropforge/shared/contract';
import type { Lang, Prize } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../platform/db';
import { AppError, answerInTx } from '../../../platform/http';
import type { Player, PlayerRef } from '../../../platform/ports';
import type { Opened } from '../../cases';
import type { EventDef } from '../events.engine';
import * as repo from '../events.repo';
import type { MechanicContext } from './mechanic';
import * as seasonalRepo from './seasonal.repo';
import { asDrawing, type CaseDef, SEASONAL, windowOf } from './seasonal.rules';

export type MilestonesBy = 'auto' | 'receive';

/**
 * Seasonal events (issue 21): Christmas, Thanksgiving and saints are content of this one mechanic. Event cases are
 * bought with the event's tokens (earned by play and deposits while it runs), each open one draw of the case's table
 * with the player's seed pair (game `seasonal`) and one claim (period `open:<case>`, slot = the open's ordinal). Milestones
 * (open N in total) pay once per player: the claim key (`milestone`, number). The token spend's row lock puts one
 * player's opens of an event in a row, so the ordinal and the milestone count are exact.
 */
export function createSeasonal(ctx: MechanicContext) {
  const { engine, database, tokens } = ctx;

  /** The season's event: the running one, else the next to start, else the last to end. */
  function eventOf(season: Season, key?: string): EventDef {
    const all = engine.events.filter(
      (e) =>
        e.enabled && e.mechanic === SEASONAL && e.seasonal?.season === season && (key === undefined || e.key === key),
    );
    if (all.length === 0) throw new AppError('event_not_found');
    const now = engine.calendar(all[0]!).now;
    const running = all.filter(engine.running).sort((a, b) => b.priority - a.priority)[0];
    const next = all.filter((e) => windowOf(e).from > now).sort((a, b) => windowOf(a).from - windowOf(b).from)[0];
    const last = [...all].sort((a, b) => windowOf(b).to - windowOf(a).to)[0]!;
    return running ?? next ?? last;
  }

  function caseOf(event: EventDef, id: string): CaseDef {
    const box = event.seasonal!.cases.find((c) => c.id === id);
    if (!box) throw new AppError('seasonal_case_unknown');
    return box;
  }

  /** The event when a signed-in player may open in it now: inside its window and its audience. */
  async function openable(event: EventDef, player: Player, req: FastifyRequest): Promise<void> {
    if (!engine.running(event)) {
      const { from, to } = windowOf(event);
      throw new AppError('seasonal_closed', { from: new Date(from).toISOString(), to: new Date(to).toISOString() });
    }
    const refused = await engine.refusal(event, player, req);
    if (refused) throw refused;
  }

  async function caseView(event: EventDef, box: CaseDef, lang: Lang): Promise<SeasonalCase> {
    return {
      id: box.id,
      name: box.name[lang] ?? box.name.en ?? box.id,
      picture: box.picture,
      price: box.price,
      prizes: await engine.odds(asDrawing(event, box), lang),
    };
  }

  async function info(
    event: EventDef,
    by: MilestonesBy,
    player: Player | undefined,
    lang: Lang,
  ): Promise<SeasonalInfo> {
    const s = event.seasonal!;
    const { from, to } = windowOf(event);
    const [view, opened, received, cases, rewards] = await Promise.all([
      tokens.view(database.db, event, player?.id, lang),
      player ? seasonalRepo.opensOf(database.db, player.id, event.key) : 0,
      player ? seasonalRepo.milestonesOf(database.db, player.id, event.key) : new Set<number>(),
      Promise.all(s.cases.map((c) => caseView(event, c, lang))),
      engine.views(
        s.milestones.map((m) => m.reward),
        lang,
      ),
    ]);
    return {
      key: event.key,
      season: s.season,
      title: event.title[lang],
      description: event.description[lang],
      picture: event.picture,
      active: engine.running(event),
      starts_at: new Date(from).toISOString(),
      ends_at: new Date(to).toISOString(),
      milestones_by: by,
      tokens: view!,
      opened,
      cases,
      milestones: s.milestones.map((m, i) => ({
        number: i + 1,
        opens: m.opens,
        reward: rewards[i]!,
        state: received.has(i + 1) ? 'received' : opened >= m.opens ? 'ready' : 'locked',
      })),
    };
  }

  /** Grants milestone `number` in the caller's transaction; undefined when this player already has it. */
  async function grantMilestone(
    tx: Tx,
    event: EventDef,
    player: PlayerRef,
    number: number,
    lang: Lang,
  ): Promise<{ grant: SeasonalMilestoneGrant; opened?: Opened } | undefined> {
    const m = event.seasonal!.milestones[number - 1]!;
    const claimId = await repo.takeClaim(tx, {
      userId: player.id,
      eventKey: event.key,
      mechanic: SEASONAL,
      period: 'milestone',
      slot: number,
      day: engine.calendar(event).day,
    });
    if (claimId === undefined) return undefined;
    const given = await engine.grant(tx, event, player, { prize: m.reward, claimId, index: null, roll: null }, lang);
    return { grant: { ...given.grant, milestone: number, opens: m.opens }, opened: given.opened };
  }

  async function open(
    event: EventDef,
    by: MilestonesBy,
    player: Player,
    req: FastifyRequest,
    caseId: string,
    number: number,
    lang: Lang,
  ): Promise<SeasonalOpenResult> {
    const box = caseOf(event, caseId);
    await openable(event, player, req);
    const drawing = asDrawing(event, box);
    const cal = engine.calendar(event);
    const done = await database.withTx(async (tx) => {
      // First: the spend takes the player's token row lock, so their opens of this event run one after another.
      const left = await tokens.spend(tx, event, player.id, box.price * number);
      const before = await seasonalRepo.opensOf(tx, player.id, event.key);
      const ofCase = await seasonalRepo.opensOf(tx, player.id, event.key, box.id);
      const draws: SeasonalOpenResult['draws'] = [];
      const opened: Array<Opened | undefined> = [];
      for (let i = 0; i < number; i++) {
        const claimId = await repo.takeClaim(tx, {
          userId: player.id,
          eventKey: event.key,
          mechanic: SEASONAL,
          period: `open:${box.id}`,
          slot: ofCase + i,
          day: cal.day,
        });
        if (claimId === undefined) throw new Error(`seasonal open ${ofCase + i} of ${event.key}/${box.id} taken twice`);
        const drawn = await engine.draw(tx, drawing, player.id);
        const given = await engine.grant(
          tx,
          drawing,
          player,
          { prize: drawn.prize, claimId, index: drawn.index, roll: drawn.roll },
          lang,
        );
        draws.push({ ...given.grant, index: drawn.index });
        opened.push(given.opened);
      }
      const total = before + number;
      const milestones: SeasonalMilestoneGrant[] = [];
      if (by === 'auto') {
        for (const [i, m] of event.seasonal!.milestones.entries()) {
          if (m.opens > total) break;
          const got = await grantMilestone(tx, event, player, i + 1, lang);
          if (got) {
            milestones.push(got.grant);
            opened.push(got.opened);
          }
        }
      }
      const result: SeasonalOpenResult = {
        key: event.key,
        case_id: box.id,
        draws,
        milestones,
        tokens_left: left,
        opened: total,
      };
      await answerInTx(tx, result);
      return { result, opened };
    });
    for (const o of done.opened) engine.delivered(o, lang);
    return done.result;
  }

  async function receive(
    event: EventDef,
    player: Player,
    req: FastifyRequest,
    number: number,
    lang: Lang,
  ): Promise<SeasonalMilestoneGrant> {
    const m = event.seasonal!.milestones[number - 1];
    if (!m) throw new AppError('seasonal_milestone_unknown');
    await openable(event, player, req);
    const done = await database.withTx(async (tx) => {
      const opened = await seasonalRepo.opensOf(tx, player.id, event.key);
      if (opened < m.opens) throw new AppError('seasonal_milestone_locked', { left: m.opens - opened });
      const got = await grantMilestone(tx, event, player, number, lang);
      if (!got) throw new AppError('seasonal_milestone_received');
      await answerInTx(tx, got.grant);
      return got;
    });
    engine.delivered(done.opened, lang);
    return done.grant;
  }

  /** The latest opens of the event by everyone (names masked), newest first. */
  async function drops(event: EventDef, limit: number, lang: Lang): Promise<SeasonalDrop[]> {
    const rows = await seasonalRepo.latestOpens(database.db, event.key, limit);
    const views = await engine.views(
      rows.map((r) => r.prize as Prize),
      lang,
    );
    return rows.map((r, i) => ({
      name: `${Array.from(r.name).slice(0, 2).join('')}…`,
      case_id: r.case_id,
      prize: views[i]!,
      at: r.created_at.toISOString(),
    }));
  }

  async function details(
    event: EventDef,
    by: MilestonesBy,
    player: Player | undefined,
    caseId: string,
    lang: Lang,
  ): Promise<SeasonalDetails> {
    const box = caseOf(event, caseId);
    const whole = await info(event, by, player, lang);
    return { ...whole, case: whole.cases.find((c) => c.id === box.id)! };
  }

  return { eventOf, info, open, receive, drops, details };
}

export type Seasonal = ReturnType<typeof createSeasonal>;
