import type { OpsPlayerDetail } from '@dropforge/shared/contract/ops';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';
import { money, when } from './format';
import { ReasonField, reasonOk } from './forms';
import { useOpsMutation } from './hooks';
import { Chip, ConfirmDialog, ErrorText, Field, INPUT, Input, Panel, useLocaleTag } from './ui';

const CURRENCIES = ['money', 'shop_score', 'score'] as const;
type Currency = (typeof CURRENCIES)[number];
const AMOUNT = /^-?\d{1,12}(\.\d{1,3})?$/;

/** A signed manual adjustment of one balance, with its reason; asks before posting it. */
export function AdjustForm({ playerId }: { playerId: number }) {
  const { t } = useTranslation('ops');
  const [currency, setCurrency] = useState<Currency>('money');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState(false);
  const adjust = useOpsMutation('adjust', {
    refresh: ['player'],
    onSuccess: (result) => {
      setConfirm(false);
      setAmount('');
      setReason('');
      toast.success(t('adjust.done', { balance: money(result.balance, currency) }));
    },
  });
  const value = Number(amount);
  const valid = AMOUNT.test(amount) && value !== 0 && Math.abs(value) <= 1_000_000 && reasonOk(reason);
  const signed = value > 0 ? `+${money(value, currency)}` : money(value, currency);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (valid) setConfirm(true);
  };

  return (
    <Panel title={t('adjust.title')}>
      <form onSubmit={ask} className="space-y-3" data-testid="ops-adjust">
        <div className="grid grid-cols-2 gap-2">
          <Field label={t('adjust.currency')}>
            <select className={INPUT} value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {t(`currency.${c}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('adjust.amount')} hint={t('adjust.amountHint')}>
            <Input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(',', '.').replace('\u2212', '-'))}
              aria-invalid={amount !== '' && !AMOUNT.test(amount)}
              placeholder="-5.00"
              data-testid="ops-adjust-amount"
            />
          </Field>
        </div>
        <ReasonField value={reason} onChange={setReason} testId="ops-adjust-reason" />
        <Button type="submit" variant="secondary" disabled={!valid} data-testid="ops-adjust-submit">
          {t('adjust.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('adjust.confirmTitle')}
        body={t('adjust.confirmBody', { amount: signed, currency: t(`currency.${currency}`), id: playerId, reason })}
        confirmLabel={t('adjust.submit')}
        onConfirm={() => adjust.mutate({ params: { id: playerId }, body: { currency, amount, reason: reason.trim() } })}
        pending={adjust.isPending}
        error={adjust.error}
      />
    </Panel>
  );
}

/** Blocks or allows the player's withdrawals, with a reason for the audit log. */
export function FlagsForm({ playerId, flagged }: { playerId: number; flagged: boolean }) {
  const { t } = useTranslation('ops');
  const [reason, setReason] = useState('');
  const flags = useOpsMutation('flags', {
    refresh: ['player', 'players'],
    onSuccess: () => {
      setReason('');
      toast.success(t('saved'));
    },
  });
  const set = (blocked: boolean) =>
    flags.mutate({ params: { id: playerId }, body: { withdrawals_blocked: blocked, reason: reason.trim() } });
  return (
    <Panel title={t('flags.title')}>
      <div data-testid="ops-flags" className="space-y-3">
        <p className="flex items-center gap-2 text-sm text-muted">
          {t('flags.current')}
          {flagged ? (
            <Chip state="blocked" label={t('players.flagged')} />
          ) : (
            <Chip state="active" label={t('flags.clear')} />
          )}
        </p>
        <ReasonField value={reason} onChange={setReason} testId="ops-flags-reason" />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            className="border-danger/50 text-[#ff9a9a]"
            disabled={!reasonOk(reason) || flags.isPending}
            onClick={() => set(true)}
            data-testid="ops-block"
          >
            {t('flags.block')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!reasonOk(reason) || flags.isPending}
            onClick={() => set(false)}
            data-testid="ops-unblock"
          >
            {t('flags.unblock')}
          </Button>
        </div>
        <ErrorText error={flags.error} />
      </div>
    </Panel>
  );
}

/** Operators' notes on the player, newest first, and a box to add one. */
export function Notes({ playerId, notes }: { playerId: number; notes: OpsPlayerDetail['notes'] }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [text, setText] = useState('');
  const note = useOpsMutation('note', { refresh: ['player'], onSuccess: () => setText('') });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) note.mutate({ params: { id: playerId }, body: { text: text.trim() } });
  };
  return (
    <Panel title={t('notes.title')}>
      <form onSubmit={add} className="space-y-2" data-testid="ops-notes">
        <label className="sr-only" htmlFor="ops-note-text">
          {t('notes.add')}
        </label>
        <textarea
          id="ops-note-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={2000}
          rows={3}
          placeholder={t('notes.placeholder')}
          className={`${INPUT} h-auto resize-y py-2`}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={!text.trim() || note.isPending}>
          {t('notes.add')}
        </Button>
        <ErrorText error={note.error} />
      </form>
      {notes.length ? (
        <ul className="mt-3 max-h-64 space-y-2 overflow-y-auto">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg border border-line bg-bg/50 px-3 py-2">
              <p className="whitespace-pre-wrap break-words text-sm text-text">{n.text}</p>
              <p className="mt-1 text-[11px] text-subtle">
                {n.operator} · {when(n.created_at, tag)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('notes.none')}</p>
      )}
    </Panel>
  );
}
