import type { GiveawayBody } from '@dropforge/shared/contract/ops-promotions';
import { fits, numberOf } from './promo-lib';

/** The new-giveaway form as typed (numbers as text), and its goods prize's id. */
export type GiveawayForm = {
  title: string;
  winners: string;
  timing: 'minutes' | 'people';
  minutes: string;
  people: string;
  cash: string;
  coins: string;
  box: string;
  goods: number | null;
  ticket: string;
  password: string;
  minDeposit: string;
  days: string;
  vip: string;
};

export const EMPTY_GIVEAWAY: GiveawayForm = {
  title: '',
  winners: '1',
  timing: 'minutes',
  minutes: '60',
  people: '',
  cash: '',
  coins: '',
  box: '',
  goods: null,
  ticket: '',
  password: '',
  minDeposit: '',
  days: '',
  vip: '',
};

export type GiveawayField = keyof GiveawayForm | 'prize';

/**
 * The body the server takes (the contract's bounds checked here first), or the fields in the way. Exactly one
 * timing is sent; the deposit window only with a minimum deposit; at least one prize.
 */
export function giveawayBody(form: GiveawayForm): { body: GiveawayBody | null; bad: Set<GiveawayField> } {
  const bad = new Set<GiveawayField>();
  const title = form.title.trim();
  if (title.length < 1 || title.length > 60) bad.add('title');
  const winners = numberOf(form.winners);
  if (winners === undefined || !fits(winners, 1, 100, true)) bad.add('winners');
  const minutes = form.timing === 'minutes' ? numberOf(form.minutes) : undefined;
  if (form.timing === 'minutes' && (minutes === undefined || !fits(minutes, 1, 60 * 24 * 60, true))) bad.add('minutes');
  const people = form.timing === 'people' ? numberOf(form.people) : undefined;
  if (form.timing === 'people' && (people === undefined || !fits(people, 2, 1_000_000, true))) bad.add('people');
  const cash = numberOf(form.cash);
  if (!fits(cash, 0.01, 100_000)) bad.add('cash');
  const coins = numberOf(form.coins);
  if (!fits(coins, 0.01, 10_000_000)) bad.add('coins');
  const box = form.box || undefined;
  const goods = form.goods ?? undefined;
  if (cash === undefined && coins === undefined && box === undefined && goods === undefined) bad.add('prize');
  const ticket = numberOf(form.ticket);
  if (!fits(ticket, 0, 1_000_000)) bad.add('ticket');
  const password = form.password || undefined;
  if (password !== undefined && (password.length < 4 || password.length > 64)) bad.add('password');
  const minDeposit = numberOf(form.minDeposit);
  if (!fits(minDeposit, 0, 1_000_000)) bad.add('minDeposit');
  const days = minDeposit ? numberOf(form.days) : undefined;
  if (!fits(days, 1, 365, true)) bad.add('days');
  const vip = numberOf(form.vip);
  if (!fits(vip, 0, 10, true)) bad.add('vip');
  if (bad.size > 0 || winners === undefined) return { body: null, bad };
  return {
    body: {
      title,
      winners,
      ends_in_minutes: minutes,
      people,
      prize_cash: cash,
      prize_coins: coins,
      prize_box: box,
      prize_goods: goods,
      ticket: ticket || undefined,
      password,
      min_deposit: minDeposit || undefined,
      days: minDeposit ? days : undefined,
      vip: vip || undefined,
    },
    bad,
  };
}
