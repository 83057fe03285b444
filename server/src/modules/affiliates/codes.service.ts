import { createHmac, randomBytes } from 'node:crypto';
import { type CdkeyResult, CODE_REDEEMED_EVENT, type CodeKind } from '@dropforge/shared/contract';
import { type Lang, type Milli, toAmount } from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import type { Database } from '../../platform/db';
import { AppError, answerInTx } from '../../platform/http';
import type { Store } from '../../platform/kv';
import { PLAY } from '../../platform/modules';
import type { Player, PlayGate } from '../../platform/ports';
import type { CasesService, Opened, Opening } from '../cases';
import { wallet } from '../wallet';
import * as repo from './codes.repo';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SHAPE = /^[A-Z0-9]{4,32}$/;
const DAY_MS = 86_400_000;

export type CodeSettings = { guessLimit: number; guessWindowMs: number; newAccountDays: number };

export type CodesDeps = {
  database: Database;
  store: Store;
  bus: Bus;
  pepper: string;
  now: () => Date;
  settings: CodeSettings;
  levelOf: (userId: number) => Promise<number>;
  /** Paid deposits of a player in thousandths, since `since` or ever. */
  depositTotal: (userId: number, since?: Date) => Promise<Milli>;
  cases: CasesService;
  opening: Opening;
  /** Responsible gaming again inside the redemption's transaction (the route refuses blocked players first). */
  gate?: PlayGate;
};

/** What a code looks like once spaces, dashes and case are set aside. */
export const normalCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** Codes are found by an HMAC under the deployment's pepper: the stored value reveals nothing about the code. */
export function hashCode(pepper: string, code: string): string {
  return createHmac('sha256', pepper)
    .update(`promo:${normalCode(code)}`)
    .digest('hex');
}

export function newCode(): string {
  const chars = Array.from(randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** The message of a code that refuses this player, or null when it may be redeemed (before its uses are counted). */
async function refusal(deps: CodesDeps, code: repo.CodeRow, player: Player): Promise<AppError | null> {
  const now = deps.now().getTime();
  if (code.validFrom.getTime() > now || (code.validUntil && code.validUntil.getTime() <= now))
    return new AppError('code_expired');
  if (code.newAccounts && now - player.createdAt.getTime() > deps.settings.newAccountDays * DAY_MS)
    return new AppError('code_conditions');
  if (code.minVip > 0 && (await deps.levelOf(player.id)) < code.minVip) return new AppError('code_conditions');
  if (code.minDeposit > 0) {
    const since = code.minDepositDays === null ? undefined : new Date(now - code.minDepositDays * DAY_MS);
    if ((await deps.depositTotal(player.id, since)) < code.minDeposit) return new AppError('code_conditions');
  }
  if (code.kind === 'box' && !code.boxId) return new AppError('code_not_found');
  return null;
}

/**
 * Promo, event and invitation codes (issue 18): one redemption is one transaction that takes a use of the code
 * (a conditional update of its row), numbers the account's use (a unique key) and grants the prize through the
 * wallet or a free case open. Wrong guesses are counted per account and per address.
 */
export function createCodes(deps: CodesDeps) {
  const { database, store, settings } = deps;
  const guessKeys = (player: Player, ip: string) => [`code_guess:u:${player.id}`, `code_guess:ip:${ip}`];

  async function guardGuesses(keys: string[]) {
    for (const key of keys) {
      const count = Number((await store.get(key)) ?? 0);
      if (count >= settings.guessLimit) {
        throw new AppError('rate_limited', { seconds: Math.max(1, Math.ceil((await store.ttl(key)) / 1000)) });
      }
    }
  }

  return {
    async redeem(player: Player, typed: string, ip: string, lang: Lang): Promise<CdkeyResult> {
      const keys = guessKeys(player, ip);
      await guardGuesses(keys);
      const normal = normalCode(typed);
      const code = SHAPE.test(normal) ? await repo.findByHash(database.db, hashCode(deps.pepper, normal)) : undefined;
      if (!code) {
        await Promise.all(keys.map((key) => store.increment(key, settings.guessWindowMs)));
        throw new AppError('code_not_found');
      }
      const refused = await refusal(deps, code, player);
      if (refused) throw refused;
      const box = code.kind === 'box' && code.boxId ? await deps.cases.byId(code.boxId) : undefined;

      const kind = code.kind as CodeKind;
      const amount = kind === 'cash' ? toAmount(code.amount) : 0;
      const tokens = kind === 'token' ? toAmount(code.amount) : 0;
      const done = await database.withTx(async (tx) => {
        await deps.gate?.(player.id, PLAY, tx);
        if (!(await repo.takeUse(tx, code.id))) throw new AppError('code_used');
        const seq = (await repo.usesBy(tx, code.id, player.id)) + 1;
        if (seq > code.perAccount) throw new AppError('code_used');
        const useId = await repo.insertUse(tx, code.id, player.id, seq);
        if (useId === undefined) throw new AppError('code_used');
        const movement = {
          kind: 'code',
          key: `code:${useId}`,
          ref: { kind: 'code', id: useId },
          memo: code.campaign ?? '',
        };
        let opened: Opened | undefined;
        if (code.kind === 'cash' || code.kind === 'token') {
          const currency = code.kind === 'cash' ? 'money' : 'score';
          await wallet.credit(tx, {
            ...movement,
            currency,
            userId: player.id,
            from: 'promotions',
            amount: code.amount,
          });
        } else {
          if (!box) throw new AppError('code_not_found');
          opened = await deps.opening.draw(tx, player, box, 1, 'promotion');
        }
        const result: CdkeyResult = {
          type: kind,
          data: { amount, token: tokens },
          amount,
          tokens,
          open: opened ? deps.opening.answerOf(opened, lang) : null,
        };
        await answerInTx(tx, result);
        return { useId, opened, result };
      });

      if (done.opened) deps.opening.delivered(done.opened, lang);
      deps.bus
        .publish({
          channel: `notifications.${player.id}`,
          event: CODE_REDEEMED_EVENT,
          data: { id: done.useId, type: kind, amount, tokens, box_id: code.boxId },
        })
        .catch(() => {});
      return done.result;
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
