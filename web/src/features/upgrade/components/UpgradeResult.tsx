import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { ItemPicture } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { UpgradeResult } from '../api/upgrade';
import { formatChance, safeColor } from '../lib/items';
import { verifyPath } from '../lib/stake';

/**
 * The outcome banner: won (the target, glowing in its rarity colour, is in the backpack) or lost (the coins
 * gift), then the roll's fairness line.
 */
export function UpgradeResultBanner({ result, className }: { result: UpgradeResult; className?: string }) {
  const { t } = useTranslation('upgrade');
  const win = result.success;
  const color = safeColor(result.goods.quality.color);
  return (
    <section
      data-testid="upgrade-result"
      data-success={String(win)}
      role="status"
      aria-label={t(win ? 'result.win' : 'result.lose')}
      className={cx(
        'relative flex flex-col gap-3 overflow-hidden rounded-[var(--radius-card)] border p-3 motion-safe:animate-fade-up sm:p-4 md:flex-row md:items-center md:gap-5',
        win ? 'border-money/50 bg-surface' : 'border-danger/40 bg-surface',
        className,
      )}
      style={{
        backgroundImage: win
          ? `radial-gradient(40% 140% at 0% 50%, ${color}40, transparent 70%), linear-gradient(90deg, rgb(62 224 137 / 0.08), transparent)`
          : 'linear-gradient(90deg, rgb(255 93 93 / 0.12), transparent 60%)',
      }}
    >
      <div className="flex min-w-0 items-center gap-3 md:flex-1">
        {win ? (
          <span
            className="grid size-16 shrink-0 place-items-center rounded-xl border bg-bg-2/60"
            style={{ borderColor: color, boxShadow: `0 0 24px -4px ${color}` }}
          >
            <ItemPicture goods={result.goods} className="h-12 w-14" />
          </span>
        ) : (
          <span className="grid size-16 shrink-0 place-items-center rounded-xl bg-[#ffd66b]/12 text-3xl text-[#ffd66b]">
            <Icon name="coins" />
          </span>
        )}
        <div className="min-w-0">
          <p
            className={cx(
              'font-display text-xl font-bold uppercase leading-tight',
              win ? 'text-money' : 'text-[#ff8f8f]',
            )}
          >
            {t(win ? 'result.win' : 'result.lose')}
          </p>
          <p className="text-sm text-muted">
            {win ? (
              t('result.winBody', { name: result.goods.name })
            ) : (
              <>
                {t('result.loseBody')}{' '}
                <span className="font-bold text-[#ffd66b] tabular">+{formatAmount(result.coins, '')}</span>
              </>
            )}
          </p>
        </div>
      </div>
      <FairLine result={result} />
    </section>
  );
}

/** Ticket, side, nonce and the seed pair, and a link that fills the verifier. */
function FairLine({ result }: { result: UpgradeResult }) {
  const { t } = useTranslation('upgrade');
  return (
    <div className="min-w-0 space-y-0.5 border-line/70 text-[11px] text-subtle max-md:border-t max-md:pt-2 md:w-[46%] md:border-l md:pl-5">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-0.5">
        <span>
          {t('result.ticket')}{' '}
          <span className="font-mono text-text tabular" data-testid="upgrade-ticket">
            {result.ticket.toLocaleString('en-US')}
          </span>{' '}
          ({t(`wheel.${result.direction}`)} {formatChance(result.chance)})
        </span>
        <span>
          {t('result.nonce')} <span className="font-mono text-text tabular">{result.nonce}</span>
        </span>
        <Link
          to={verifyPath(result)}
          data-testid="upgrade-verify"
          className="ml-auto inline-flex items-center gap-1 font-bold text-accent-2 hover:text-accent"
        >
          <Icon name="shield" />
          {t('result.verify')}
        </Link>
      </p>
      <p className="truncate" title={result.serverSeedHash}>
        {t('result.hash')} <span className="font-mono text-text">{result.serverSeedHash}</span>
      </p>
      <p className="truncate" title={result.clientSeed}>
        {t('result.clientSeed')} <span className="font-mono text-text">{result.clientSeed}</span>
      </p>
    </div>
  );
}
