import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { setPromoCollapsed } from '../hooks/usePromoCollapsed';

const LOOK = {
  header: {
    box: 'hidden h-10 rounded-lg border border-money/45 pr-1 pl-2.5 md:flex',
    glow: 'bg-[radial-gradient(120%_160%_at_0%_0%,rgb(62_224_137/0.22),transparent_60%)]',
    text: 'hidden max-w-40 2xl:block',
    cta: 'h-7 px-2.5 transition hover:brightness-110',
    close: 'size-7',
    closeIcon: 'chevronLeft',
  },
  /** Signed in: the balances need the row, so the offer keeps to its figure (and its button from 1536 px). */
  headerDense: {
    box: 'hidden h-10 rounded-lg border border-money/45 pr-1 pl-2.5 md:flex',
    glow: 'bg-[radial-gradient(120%_160%_at_0%_0%,rgb(62_224_137/0.22),transparent_60%)]',
    text: 'hidden',
    // The +20% pay button beside it leads to the same page.
    cta: 'h-7 px-2.5 transition hover:brightness-110 max-2xl:hidden',
    close: 'size-7',
    closeIcon: 'chevronLeft',
  },
  dock: {
    box: 'flex h-11 border-b border-money/30 pr-1.5 pl-3 md:hidden',
    glow: 'bg-[radial-gradient(80%_180%_at_0%_0%,rgb(62_224_137/0.24),transparent_60%)]',
    text: 'line-clamp-2 min-w-0 flex-1',
    cta: 'h-8 shrink-0 px-3',
    close: 'size-8 shrink-0',
    closeIcon: 'chevronDown',
  },
} as const;

/** The open +20% top-up offer: in the header row (tablets and up) or docked on the phone's bottom bar. */
export function PromoOffer({ variant }: { variant: keyof typeof LOOK }) {
  const { t } = useTranslation('layout');
  const look = LOOK[variant];
  return (
    <section
      aria-label={t('promo.label')}
      data-testid="promo-badge"
      data-collapsed="false"
      className={cx('relative items-center gap-2 overflow-hidden bg-surface-2', look.box)}
    >
      <span aria-hidden="true" className={cx('pointer-events-none absolute inset-0', look.glow)} />
      <Icon name="gift" className="relative shrink-0 text-lg text-money" />
      <span className="relative shrink-0 font-display text-xl leading-none font-bold text-money tabular">
        {t('promo.short')}
      </span>
      <span className={cx('relative text-[11px] leading-tight font-semibold text-text', look.text)}>
        {t('promo.text')}
      </span>
      <Link
        to="/pay"
        className={cx(
          'relative inline-flex items-center rounded-md bg-gradient-to-b from-[#5cf0a1] to-money text-[11px] font-extrabold whitespace-nowrap uppercase tracking-wide text-[#04220f]',
          look.cta,
        )}
      >
        {t('promo.ctaShort')}
      </Link>
      <button
        type="button"
        onClick={() => setPromoCollapsed(true)}
        aria-label={t('promo.collapse')}
        aria-expanded={true}
        className={cx(
          'relative grid place-items-center rounded-md text-muted hover:bg-surface-3 hover:text-text',
          look.close,
        )}
      >
        <Icon name={look.closeIcon} />
      </button>
    </section>
  );
}
