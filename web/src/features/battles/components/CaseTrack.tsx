import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { tierColor } from '../../../lib/rarity';
import type { BattleBox } from '../api/battles';
import { BoxPicture } from './BoxPicture';

/**
 * The battle's cases in round order with the round counter: played rounds ticked, the current one lit and
 * kept in view (the strip scrolls sideways when there are many).
 */
export function CaseTrack({ boxes, current, shown }: { boxes: BattleBox[]; current: number | null; shown: number }) {
  const { t } = useTranslation('battles');
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (current === null) return;
    const item = listRef.current?.children[current] as HTMLElement | undefined;
    const list = listRef.current;
    if (!item || !list) return;
    list.scrollTo({ left: item.offsetLeft - list.clientWidth / 2 + item.clientWidth / 2, behavior: 'smooth' });
  }, [current]);
  const counter = current === null ? shown : current + 1;
  return (
    <section
      aria-label={t('room.cases')}
      className="flex items-stretch gap-2 rounded-2xl border border-line bg-surface p-1.5 sm:gap-3 sm:p-3"
    >
      <div
        data-testid="battle-round-counter"
        data-round={counter}
        className="flex w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-surface-2 text-center sm:w-20"
      >
        <span className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('room.round')}</span>
        <span className="font-display text-xl font-bold leading-tight tabular sm:text-2xl">
          {counter}
          <span className="text-sm text-subtle">/{boxes.length}</span>
        </span>
      </div>
      <ol ref={listRef} className="flex min-w-0 flex-1 gap-1.5 overflow-x-auto scroll-smooth scrollbar-none">
        {boxes.map((box, round) => {
          const done = round < shown;
          const now = round === current;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a round is its position
              key={round}
              aria-current={now ? 'step' : undefined}
              title={`${t('room.roundN', { round: round + 1 })} · ${box.name} · ${formatAmount(box.price)}`}
              className={cx(
                'relative grid w-16 shrink-0 place-items-center rounded-xl border px-1 pt-1 pb-0.5 transition sm:w-20 sm:pt-1.5 sm:pb-1',
                now
                  ? 'border-accent bg-accent/15 shadow-[0_0_20px_-6px_var(--color-accent)]'
                  : done
                    ? 'border-line bg-surface-2/40 opacity-55'
                    : 'border-line bg-surface-2/70',
              )}
            >
              <BoxPicture picture={box.picture} color={tierColor(box.price)} className="h-8 w-11 sm:h-11 sm:w-14" />
              <span className="w-full truncate text-center text-[10px] font-semibold">{box.name}</span>
              <span className="text-[10px] font-bold text-money tabular">{formatAmount(box.price)}</span>
              <span className="absolute top-1 left-1.5 text-[9px] font-bold text-subtle tabular">{round + 1}</span>
              {done ? <Icon name="check" className="absolute top-1 right-1 text-xs text-money" /> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
