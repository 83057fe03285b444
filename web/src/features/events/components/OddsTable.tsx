import { useTranslation } from 'react-i18next';
import type { CardsInfo } from '../api/events';
import { Prize } from './Prize';

/** A prize table with its odds (tickets out of 100 000 000), as published; `title`/`note` override the card flip's. */
export function OddsTable({ prizes, title, note }: { prizes: CardsInfo['prizes']; title?: string; note?: string }) {
  const { t } = useTranslation('events');
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <h2 className="mb-3 font-display text-base font-bold uppercase tracking-wide">{title ?? t('odds.title')}</h2>
      <ul className="space-y-2">
        {prizes.map((p) => (
          <li key={`${p.kind}-${p.amount}-${p.name}-${p.tickets}`} className="flex items-center justify-between gap-3">
            <Prize prize={p} size="sm" className="flex-row gap-2 text-left" />
            <span className="font-mono text-xs tabular-nums text-muted">{(p.tickets / 1_000_000).toFixed(2)}%</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted">{note ?? t('odds.fair')}</p>
    </section>
  );
}
