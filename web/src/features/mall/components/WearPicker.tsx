import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { formatAmount } from '../../../lib/money';
import type { ItemVariant, MallGoods } from '../api/mall';
import { itemHref, variantMark, wearOptions } from '../lib/item';

/** The item's exteriors and variants on sale (`ex`): one chip each, linking to its page. */
export function WearPicker({ goods, ex }: { goods: MallGoods; ex: ItemVariant[] }) {
  const { t } = useTranslation('mall');
  const options = wearOptions(goods, ex);
  if (options.length <= 1) return null;
  return (
    <nav aria-label={t('item.wears')}>
      <p className="mb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">{t('item.wears')}</p>
      <ul className="flex flex-wrap gap-1.5" data-testid="wear-picker">
        {options.map((option) => {
          const mark = variantMark(option.type);
          const wear = t(`wear.${option.short}`, { defaultValue: option.wear });
          const body = (
            <>
              <span className="flex items-center gap-1">
                {mark ? (
                  <span
                    className={cx(
                      'rounded px-1 text-[9px] leading-4 font-black',
                      mark === 'ST' ? 'bg-accent/25 text-accent-2' : 'bg-contraband/25 text-contraband',
                    )}
                  >
                    {mark}
                  </span>
                ) : null}
                <span className="text-xs font-bold">{option.short}</span>
              </span>
              <span
                className={cx('text-[11px] tabular', option.stock > 0 ? 'text-contraband' : 'text-subtle line-through')}
              >
                {formatAmount(option.price, '')}
              </span>
            </>
          );
          const label = t('item.wearLabel', {
            wear: mark ? `${option.type} ${wear}` : wear,
            price: formatAmount(option.price, ''),
          });
          const chip =
            'flex min-w-16 flex-col items-center gap-0.5 rounded-lg border px-2.5 py-1.5 transition focus-visible:ring-2 focus-visible:ring-accent';
          return (
            <li key={option.id}>
              {option.current ? (
                <span
                  aria-current="page"
                  className={cx(
                    chip,
                    'border-accent bg-accent/15 text-accent-2 shadow-[0_0_0_1px_var(--color-accent)]',
                  )}
                >
                  <span aria-hidden="true" className="contents">
                    {body}
                  </span>
                  <span className="sr-only">{label}</span>
                </span>
              ) : (
                <Link
                  to={itemHref(option.id)}
                  aria-label={label}
                  title={wear}
                  className={cx(
                    chip,
                    'border-line-strong bg-surface-2 text-muted hover:border-accent/60 hover:text-text',
                  )}
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
