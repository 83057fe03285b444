import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import type { WonDrop } from '../hooks/useCaseOpening';
import { verifyPath } from '../lib/fair-link';

/** A collapsed "Fairness" line: each roll's ticket, nonce, round and the seed pair it used. */
export function FairnessDetails({ drops, caseId }: { drops: WonDrop[]; caseId: string }) {
  const { t } = useTranslation('cases');
  const first = drops.find((d) => d.roll);
  if (!first?.roll) return null;
  const { serverSeedHash, clientSeed } = first.roll;
  return (
    <details className="group relative mt-4 rounded-xl border border-line bg-bg-2/70 text-xs">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2.5 font-bold uppercase tracking-wider text-muted hover:text-text [&::-webkit-details-marker]:hidden">
        <Icon name="shield" className="text-money" />
        {t('result.fairness')}
        <span className="hidden min-w-0 truncate font-mono font-normal normal-case tracking-normal text-subtle sm:inline">
          {t('result.fairnessSummary', { nonce: drops.map((d) => d.roll?.nonce).join(', ') })}
        </span>
        <Icon name="chevronDown" className="ml-auto shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="space-y-3 border-t border-line px-3 py-3">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
          <dt className="text-subtle">{t('result.serverSeedHash')}</dt>
          <dd className="break-all font-mono text-text">{serverSeedHash}</dd>
          <dt className="text-subtle">{t('result.clientSeed')}</dt>
          <dd className="break-all font-mono text-text">{clientSeed}</dd>
        </dl>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[420px] text-left tabular">
            <thead className="text-subtle">
              <tr>
                <th className="py-1 pr-3 font-semibold">{t('result.item')}</th>
                <th className="py-1 pr-3 font-semibold">{t('result.ticket')}</th>
                <th className="py-1 pr-3 font-semibold">{t('result.nonce')}</th>
                <th className="py-1 pr-3 font-semibold">{t('result.round')}</th>
                <th className="py-1 font-semibold">
                  <span className="sr-only">{t('result.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drops.map((drop, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: drops of one spin, in reel order
                <tr key={i} className="border-t border-line/60">
                  <td className="max-w-[220px] truncate py-1.5 pr-3">
                    <span
                      aria-hidden="true"
                      className="mr-1.5 inline-block size-2 rounded-full"
                      style={{ background: drop.goods.quality.color }}
                    />
                    {drop.goods.name}
                  </td>
                  <td className="py-1.5 pr-3 font-mono">{drop.ticket.toLocaleString('en-US')}</td>
                  <td className="py-1.5 pr-3 font-mono">{drop.roll?.nonce}</td>
                  <td className="py-1.5 pr-3 font-mono">{drop.roll?.round}</td>
                  <td className="py-1.5 text-right">
                    {drop.roll ? (
                      <Link
                        to={verifyPath({ ...drop.roll, ticket: drop.ticket }, caseId)}
                        className="font-bold text-accent-2 hover:text-accent"
                      >
                        {t('result.verify')}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
