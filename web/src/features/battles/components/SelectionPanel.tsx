import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { safeColor } from '../../../lib/rarity';
import type { BoxSummary } from '../api/battles';
import type { SelectionEntry } from '../lib/selection';
import { BoxPicture } from './BoxPicture';

function RowButton({
  icon,
  label,
  onClick,
  disabled,
  danger,
  turn,
}: {
  icon: IconName | 'minus';
  label: string;
  /** Rotates a chevron to point up or down. */
  turn?: boolean;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        'grid size-7 place-items-center rounded-md text-sm text-muted transition hover:bg-surface-3 disabled:opacity-30',
        danger ? 'hover:text-danger' : 'hover:text-text',
      )}
    >
      {icon === 'minus' ? (
        <span aria-hidden="true" className="font-bold leading-none">
          −
        </span>
      ) : (
        <Icon name={icon} className={turn ? 'rotate-90' : undefined} />
      )}
    </button>
  );
}

/** The chosen cases in round order: counts, reorder and remove, each row one case played `count` rounds in a row. */
export function SelectionPanel({
  entries,
  boxes,
  full,
  onCount,
  onMove,
  onRemove,
  onClear,
}: {
  entries: SelectionEntry[];
  boxes: ReadonlyMap<string, BoxSummary>;
  full: boolean;
  onCount: (id: string, count: number) => void;
  onMove: (index: number, delta: number) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('battles');
  let round = 0;
  return (
    <section aria-labelledby="battle-selection-title" className="rounded-2xl border border-line bg-surface">
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 id="battle-selection-title" className="font-display text-lg font-bold uppercase tracking-wide">
          {t('createPage.selected')}
        </h2>
        {entries.length > 0 ? (
          <button
            type="button"
            onClick={onClear}
            className="text-xs font-bold uppercase tracking-wide text-subtle hover:text-danger"
          >
            {t('createPage.clear')}
          </button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-6 text-sm text-muted">
          <Icon name="box" className="shrink-0 text-lg text-subtle" />
          {t('createPage.selectedEmpty')}
        </p>
      ) : (
        <ol className="max-h-[22rem] space-y-1.5 overflow-y-auto p-2" data-testid="battle-selection">
          {entries.map((entry, index) => {
            const box = boxes.get(entry.id);
            const name = box?.name ?? entry.id;
            const from = round + 1;
            round += entry.count;
            return (
              <li
                key={entry.id}
                data-testid="battle-selection-row"
                data-box-id={entry.id}
                className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-2 rounded-lg border border-line bg-surface-2/60 p-1.5"
              >
                <span className="grid size-12 place-items-center rounded-md bg-surface-3/60">
                  <BoxPicture picture={box?.picture ?? ''} color={safeColor(box?.top_color)} className="h-9 w-11" />
                </span>
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{name}</p>
                  <p className="text-xs text-subtle tabular">
                    {entry.count > 1
                      ? t('createPage.roundRange', { from, to: round })
                      : t('createPage.roundOne', { round: from })}
                    {' · '}
                    <span className="font-bold text-money">{formatAmount(box?.price ?? 0)}</span>
                  </p>
                  <div className="mt-1 flex items-center gap-0.5">
                    <RowButton
                      icon="minus"
                      label={t('createPage.less', { name })}
                      onClick={() => onCount(entry.id, entry.count - 1)}
                    />
                    <span className="min-w-6 text-center text-sm font-bold tabular" aria-live="polite">
                      ×{entry.count}
                    </span>
                    <RowButton
                      icon="plus"
                      label={t('createPage.more', { name })}
                      disabled={full}
                      onClick={() => onCount(entry.id, entry.count + 1)}
                    />
                  </div>
                </div>
                <div className="flex flex-col items-center">
                  <RowButton
                    icon="chevronLeft"
                    turn
                    label={t('createPage.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => onMove(index, -1)}
                  />
                  <RowButton
                    icon="close"
                    danger
                    label={t('createPage.remove', { name })}
                    onClick={() => onRemove(entry.id)}
                  />
                  <RowButton
                    icon="chevronRight"
                    turn
                    label={t('createPage.moveDown', { name })}
                    disabled={index === entries.length - 1}
                    onClick={() => onMove(index, 1)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
