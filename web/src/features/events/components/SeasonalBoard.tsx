import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SafeImage } from '../../../components/ui/SafeImage';
import { toast } from '../../../components/ui/toast-store';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { type Season, type SeasonalInfo, useMilestoneReceive, useSeasonOpen } from '../api/seasonal';
import { MilestoneTrack } from './MilestoneTrack';
import { OddsTable } from './OddsTable';
import { usePrizeLabel } from './Prize';
import { SeasonalStage, type Stage } from './SeasonalStage';

/** How long the case shakes once the draw is back (reduced motion: not at all). */
const SHAKE_MS = 1400;
const COUNTS = [1, 5, 10] as const;

/** The season's cases, token balance and how to earn, the milestone track and the opening stage. */
export function SeasonalBoard({ season, info, signedIn }: { season: Season; info: SeasonalInfo; signedIn: boolean }) {
  const { t } = useTranslation('seasonal');
  const label = usePrizeLabel();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const open = useSeasonOpen(season);
  const receive = useMilestoneReceive();
  const [stage, setStage] = useState<Stage | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [last, setLast] = useState<{ caseId: string; number: number } | null>(null);
  const [odds, setOdds] = useState(info.cases[0]?.id);
  const tokens = info.tokens;

  useEffect(() => {
    if (!stage?.result || revealed) return;
    const timer = setTimeout(() => setRevealed(true), reduced ? 0 : SHAKE_MS);
    return () => clearTimeout(timer);
  }, [stage, revealed, reduced]);

  const onOpen = useCallback(
    (caseId: string, number: number) => {
      const box = info.cases.find((c) => c.id === caseId);
      if (!box || open.isPending) return;
      setLast({ caseId, number });
      setRevealed(false);
      setStage({ picture: box.picture, name: box.name, result: null });
      open.mutate(
        { key: info.key, caseId, number },
        {
          onSuccess: (result) => setStage({ picture: box.picture, name: box.name, result }),
          onError: (e) => {
            setStage(null);
            toast.error(e.message);
          },
        },
      );
    },
    [info, open],
  );

  const onReceive = (milestone: number) =>
    receive.mutate(
      { key: info.key, milestone },
      {
        onSuccess: (g) => toast.success(t('milestones.got', { n: g.milestone, prize: label(g.prize) })),
        onError: (e) => toast.error(e.message),
      },
    );

  const shown = info.cases.find((c) => c.id === odds) ?? info.cases[0];
  const again = last && stage?.result ? info.cases.find((c) => c.id === last.caseId) : undefined;

  return (
    <div className="space-y-4">
      <section
        className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:grid-cols-[auto_1fr] sm:items-center sm:p-5"
        data-testid="seasonal-tokens"
      >
        <div className="flex items-center gap-3">
          {tokens.picture ? (
            <SafeImage fallback={null} src={tokens.picture} alt="" className="size-12 animate-float" />
          ) : null}
          <div>
            <div className="text-xs uppercase tracking-wide text-muted">{t('tokens.yours', { name: tokens.name })}</div>
            <div className="font-display text-3xl font-bold tabular-nums" data-testid="seasonal-balance">
              {tokens.balance}
            </div>
          </div>
        </div>
        <div className="text-sm sm:border-l sm:border-line sm:pl-4">
          <div className="mb-1 font-semibold">{t('tokens.how')}</div>
          <ul className="space-y-0.5 text-muted">
            {tokens.per_stake ? <li>• {t('tokens.stake', { amount: tokens.per_stake })}</li> : null}
            {tokens.per_deposit ? <li>• {t('tokens.deposit', { amount: tokens.per_deposit })}</li> : null}
          </ul>
          {tokens.per_stake && signedIn ? (
            <div className="mt-2 flex items-center gap-2 text-xs text-muted">
              <div className="h-1.5 w-32 rounded-full bg-surface-3">
                <div
                  className="h-full rounded-full bg-accent"
                  style={{ width: `${Math.round(tokens.next_progress * 100)}%` }}
                />
              </div>
              {t('tokens.next', { pct: Math.round(tokens.next_progress * 100) })}
            </div>
          ) : null}
        </div>
      </section>

      <section aria-label={t('cases.title')}>
        <h2 className="mb-3 font-display text-lg font-bold uppercase tracking-wide">{t('cases.title')}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {info.cases.map((box) => {
            const max = Math.floor(tokens.balance / box.price);
            return (
              <li
                key={box.id}
                className="group relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-gradient-to-b from-surface-2 to-surface p-4"
                data-testid={`seasonal-case-${box.id}`}
              >
                <div className="flex items-center gap-4">
                  <SafeImage
                    fallback={null}
                    src={box.picture}
                    alt=""
                    className="size-24 shrink-0 transition-transform motion-safe:group-hover:-rotate-6 motion-safe:group-hover:scale-105"
                  />
                  <div className="min-w-0 flex-1">
                    <h3 className="truncate font-display text-lg font-bold">{box.name}</h3>
                    <p className="text-sm text-accent-2">{t('cases.price', { price: box.price, name: tokens.name })}</p>
                    <button
                      type="button"
                      className="mt-1 text-xs text-muted underline-offset-2 hover:underline"
                      onClick={() => setOdds(box.id)}
                    >
                      {t('cases.odds')}
                    </button>
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  {COUNTS.map((n) => (
                    <Button
                      key={n}
                      size="sm"
                      variant={n === 1 ? 'primary' : 'secondary'}
                      disabled={!signedIn || !info.active || max < n || open.isPending}
                      onClick={() => onOpen(box.id, n)}
                      data-testid={`seasonal-open-${box.id}-${n}`}
                    >
                      {n === 1 ? t('cases.open') : t('cases.openMany', { n })}
                    </Button>
                  ))}
                </div>
                {signedIn && info.active && max < 1 ? (
                  <p className="mt-2 text-xs text-muted">{t('cases.short', { name: tokens.name })}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <MilestoneTrack
        info={info}
        onReceive={info.milestones_by === 'receive' && signedIn ? onReceive : undefined}
        busy={receive.isPending}
      />

      {shown ? <OddsTable prizes={shown.prizes} title={`${t('cases.odds')} · ${shown.name}`} note={t('fair')} /> : null}

      {stage ? (
        <SeasonalStage
          stage={stage}
          revealed={revealed}
          onClose={() => setStage(null)}
          canAgain={!!again && info.active && tokens.balance >= again.price * last!.number}
          onAgain={() => last && onOpen(last.caseId, last.number)}
        />
      ) : null}
    </div>
  );
}
