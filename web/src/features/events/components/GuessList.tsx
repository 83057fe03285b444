import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { Guess } from '../api/guess';
import { countdown } from '../lib/countdown';
import { GuessStatePill } from './GuessStatePill';

/** The guesses as a list of buttons (open ones first): pool, state and the time left or the winner. */
export function GuessList({
  list,
  selected,
  onSelect,
  now,
}: {
  list: Guess[];
  selected: number | null;
  onSelect: (id: number) => void;
  now: number;
}) {
  const { t } = useTranslation('guess');
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible" data-testid="guess-list">
      {list.map((g) => {
        const winner = g.winner ? g.options[g.winner - 1]?.name : null;
        return (
          <li key={g.id} className="min-w-[15rem] lg:min-w-0">
            <button
              type="button"
              onClick={() => onSelect(g.id)}
              aria-current={selected === g.id}
              data-testid={`guess-item-${g.id}`}
              className={cx(
                'w-full rounded-xl border p-3 text-left transition hover:border-line-strong focus-visible:outline-2',
                selected === g.id ? 'border-accent/60 bg-accent/10' : 'border-line bg-surface',
              )}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="line-clamp-2 font-bold leading-snug">{g.title}</span>
                <GuessStatePill state={g.state} />
              </span>
              <span className="mt-2 flex items-center justify-between gap-2 text-xs text-muted">
                <span className="inline-flex items-center gap-1 text-money">
                  <Icon name="coins" />
                  <span className="tabular">{formatAmount(g.pool, '')}</span>
                </span>
                <span className="font-mono tabular">
                  {g.state === 'open'
                    ? countdown(g.closes_at, now)
                    : winner
                      ? t('list.winner', { name: winner })
                      : t(`state.${g.state}`)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
