import {
  type SmashResult,
  smashApi,
  type WindowsBoard,
  type WindowsConfig,
  type WindowsLogEntry,
} from '@dropforge/shared/contract';
import { type Lang, type Prize, revealDelayMs, scheduleAt } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import { isoTime } from '../../../platform/db';
import { AppError } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import { type Mechanic, mechanicRoute } from './mechanic';
import { spendOnDraw, TOKENS_PER_GO, tokenDrawCost, validateTokenDraw } from './token-draw';

const NAME = 'smashing_windows';

export const windowsSpec: MechanicSpec = {
  name: NAME,
  game: 'windows',
  validate(event) {
    validateTokenDraw(event, 'smashing windows');
    if (event.board! < 3) throw new Error('smashing windows needs a `board` of at least 3 windows');
  },
  dailyCost: tokenDrawCost,
};

const periodOf = (board: number) => `board:${board}`;
const boardOf = (period: string) => Number(period.slice('board:'.length));

/**
 * Smashing windows (spec §7, issue 21): a board of `board` windows, each hiding a prize; a smash spends one hammer
 * (event tokens earned by play) and draws the window's prize with the player's seed pair (game `windows`). Each
 * window breaks once per board (the claim's pick key); after the last one a new board starts. Item and case
 * prizes show on the live drop feed as type `windows` once the glass has shattered.
 */
export const smashingWindows: Mechanic = (ctx) => {
  const { engine, tokens, database } = ctx;

  async function board(player: Player, req: FastifyRequest, lang: Lang, key?: string): Promise<WindowsBoard> {
    const event = await engine.find(NAME, key, player, req);
    const size = event.board!;
    const number = Math.floor((await repo.claimTotal(database.db, player.id, event.key)) / size);
    const claims = await repo.claimsIn(database.db, player.id, event.key, periodOf(number));
    const prizes = await engine.views(
      claims.map((c) => c.prize as Prize),
      lang,
    );
    const byWindow = new Map(claims.map((c, i) => [c.pick!, prizes[i]!]));
    return {
      key: event.key,
      board: number,
      windows: Array.from({ length: size }, (_, index) => ({
        index,
        state: byWindow.has(index) ? 'smashed' : 'intact',
        prize: byWindow.get(index) ?? null,
      })),
      hammers: (await tokens.view(database.db, event, player.id, lang))!,
      cost: TOKENS_PER_GO,
    };
  }

  async function config(player: Player, req: FastifyRequest, lang: Lang, key?: string): Promise<WindowsConfig> {
    const event = await engine.find(NAME, key, player, req);
    const t = event.tokens!;
    const ends = scheduleAt(event.schedule, engine.calendar(event).now, event.zone).endsAt;
    return {
      key: event.key,
      title: event.title[lang],
      description: event.description[lang],
      windows: event.board!,
      cost: TOKENS_PER_GO,
      hammer: {
        name: t.name[lang] ?? t.name.en ?? '',
        picture: t.picture ?? null,
        per_stake: t.stake ?? null,
        per_deposit: t.deposit ?? null,
      },
      prizes: await engine.odds(event, lang),
      ends_at: ends === null ? null : new Date(ends).toISOString(),
    };
  }

  async function log(
    player: Player,
    req: FastifyRequest,
    lang: Lang,
    q: { key?: string; limit: number; page: number },
  ) {
    const event = await engine.find(NAME, q.key, player, req);
    const { rows, total } = await repo.claimsPage(database.db, player.id, event.key, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const views = await engine.views(
      rows.map((r) => r.prize as Prize),
      lang,
    );
    const list: WindowsLogEntry[] = rows.map((r, i) => ({
      id: r.id,
      board: boardOf(r.period),
      index: r.pick ?? 0,
      prize: views[i]!,
      created_at: isoTime(r.created_at),
    }));
    return { list, page: q.page, total };
  }

  async function smash(player: Player, req: FastifyRequest, index: number, lang: Lang, key?: string) {
    const event: EventDef = await engine.find(NAME, key, player, req);
    const size = event.board!;
    if (index >= size) throw new AppError('validation_failed', { field: 'index' });
    const cal = engine.calendar(event);
    let number = 0;
    let done = false;
    return spendOnDraw<SmashResult>(ctx, {
      event,
      player,
      req,
      lang,
      feed: { type: 'windows', revealMs: revealDelayMs.windows() },
      // The spend before this holds the player's token row: the count is of committed smashes only.
      claim: async (tx) => {
        const smashes = await repo.claimTotal(tx, player.id, event.key);
        number = Math.floor(smashes / size);
        done = (smashes + 1) % size === 0;
        const id = await repo.takeClaim(tx, {
          userId: player.id,
          eventKey: event.key,
          mechanic: NAME,
          period: periodOf(number),
          slot: index,
          pick: index,
          day: cal.day,
        });
        if (id === undefined) throw new AppError('window_smashed');
        return id;
      },
      answer: (grant, left) => ({ ...grant, index, board: number, hammers_left: left, board_done: done }),
    });
  }

  return async (app) => {
    mechanicRoute(app, smashApi.windows, (req, lang) => board(req.player, req, lang, req.query.key));
    mechanicRoute(app, smashApi.windowsConfig, (req, lang) => config(req.player, req, lang, req.query.key));
    mechanicRoute(app, smashApi.windowsLog, (req, lang) => log(req.player, req, lang, req.query));
    mechanicRoute(app, smashApi.smash, (req, lang) => smash(req.player, req, req.params.index, lang, req.body?.key));
  };
};
