import type { GiftCreateBody } from '@dropforge/shared/contract';

/** Timed rooms' choices of "draws in" (seconds): 5 minutes to 14 days (the contract's range). */
export const DURATIONS = [
  300,
  900,
  1800,
  3600,
  6 * 3600,
  12 * 3600,
  86_400,
  3 * 86_400,
  7 * 86_400,
  14 * 86_400,
] as const;

export interface CreateForm {
  title: string;
  winners: string;
  mode: 'timed' | 'people';
  endsIn: number;
  people: string;
  cash: string;
  coins: string;
  items: number[];
  ticket: string;
  password: string;
  inviteOnly: boolean;
  minDeposit: string;
  days: string;
  vip: number;
}

export const EMPTY_FORM: CreateForm = {
  title: '',
  winners: '1',
  mode: 'timed',
  endsIn: 3600,
  people: '10',
  cash: '',
  coins: '',
  items: [],
  ticket: '',
  password: '',
  inviteOnly: false,
  minDeposit: '',
  days: '7',
  vip: 0,
};

export type FormError = 'title' | 'winners' | 'people' | 'prize' | 'cash' | 'coins' | 'ticket' | 'deposit' | 'days';

const num = (text: string): number | undefined => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
};
const isInt = (value: number | undefined, min: number, max: number) =>
  value !== undefined && Number.isInteger(value) && value >= min && value <= max;

/** The request body of a filled form, or the first field that is wrong (the server checks again). */
export function toCreateBody(form: CreateForm): { body: GiftCreateBody } | { error: FormError } {
  const title = form.title.trim();
  if (title.length < 1 || title.length > 60) return { error: 'title' };
  const winners = num(form.winners);
  if (!isInt(winners, 1, 100)) return { error: 'winners' };
  const people = num(form.people);
  if (form.mode === 'people' && !isInt(people, 2, 10_000)) return { error: 'people' };
  const cash = num(form.cash);
  if (cash !== undefined && (cash < 0 || cash > 10_000 || Math.round(cash * 1000) !== cash * 1000))
    return { error: 'cash' };
  const coins = num(form.coins);
  if (coins !== undefined && !isInt(coins, 0, 10_000_000)) return { error: 'coins' };
  if (!(cash && cash > 0) && !(coins && coins > 0) && form.items.length === 0) return { error: 'prize' };
  const ticket = num(form.ticket);
  if (ticket !== undefined && !isInt(ticket, 0, 1_000_000)) return { error: 'ticket' };
  const minDeposit = num(form.minDeposit);
  if (minDeposit !== undefined && (minDeposit < 0 || minDeposit > 100_000)) return { error: 'deposit' };
  const days = num(form.days);
  if (minDeposit && !isInt(days, 1, 365)) return { error: 'days' };
  const body: GiftCreateBody = { title, winners: winners as number };
  if (form.mode === 'timed') body.ends_in = form.endsIn;
  else body.people = people as number;
  if (cash) body.prize_cash = cash;
  if (coins) body.prize_coins = coins;
  if (form.items.length > 0) body.prize_items = [...form.items];
  if (ticket) body.ticket = ticket;
  if (form.password.trim()) body.password = form.password.trim();
  if (form.inviteOnly) body.invite_only = true;
  if (minDeposit) {
    body.min_deposit = minDeposit;
    body.days = days as number;
  }
  if (form.vip > 0) body.vip = form.vip;
  return { body };
}
