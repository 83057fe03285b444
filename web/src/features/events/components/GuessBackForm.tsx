import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { type Guess, useBackGuess } from '../api/guess';

/** The backing form: an amount within the guess's bounds, quick amounts, and what it would pay at today's pools. */
export function GuessBackForm({ guess, chosen, userCode }: { guess: Guess; chosen: number | null; userCode?: string }) {
  const { t } = useTranslation('guess');
  const back = useBackGuess();
  const [amount, setAmount] = useState(String(Math.max(guess.min_amount, 1)));
  const value = Number(amount);
  const valid = Number.isFinite(value) && value >= guess.min_amount && value <= guess.max_amount;
  const option = chosen ? guess.options[chosen - 1] : undefined;
  // If it won with the pools as they would be after this backing.
  const pays =
    option && valid ? ((guess.pool + value) * (1 - guess.edge) * (option.mine + value)) / (option.pool + value) : null;
  const quick = [guess.min_amount, 1, 10, 100].filter((q, i, all) => q <= guess.max_amount && all.indexOf(q) === i);

  return (
    <form
      className="space-y-3 rounded-xl border border-line bg-surface p-3"
      data-testid="guess-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen || !valid) return;
        back.mutate(
          { id: guess.id, n: chosen, amount: value, userCode },
          { onSuccess: () => toast.success(t('form.backed', { amount: formatAmount(value, ''), name: option?.name })) },
        );
      }}
    >
      <p className="text-sm font-bold">{option ? t('form.backing', { name: option.name }) : t('form.choose')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-w-0 flex-1 items-center gap-2 rounded-lg border border-line bg-surface-2 px-3">
          <Icon name="coins" />
          <span className="sr-only">{t('form.amount')}</span>
          <input
            type="number"
            inputMode="decimal"
            min={guess.min_amount}
            max={guess.max_amount}
            step="0.001"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className="h-10 w-full min-w-0 bg-transparent font-mono tabular outline-none"
            data-testid="guess-amount"
          />
        </label>
        {quick.map((q) => (
          <Button key={q} type="button" size="sm" variant="outline" onClick={() => setAmount(String(q))}>
            {formatAmount(q, '')}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted">
        {t('form.bounds', { min: formatAmount(guess.min_amount, ''), max: formatAmount(guess.max_amount, '') })}
        {pays !== null ? ` · ${t('form.pays', { amount: formatAmount(Math.floor(pays * 1000) / 1000, '') })}` : ''}
      </p>
      <Button type="submit" className="w-full" disabled={!chosen || !valid || back.isPending} data-testid="guess-back">
        <Icon name="target" />
        {t('form.back')}
      </Button>
    </form>
  );
}
