import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon, type IconName } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast-store';
import { unlockAudio } from '../../features/cases/lib/sound';
import { type FreeBox, type OpenResult, useFreeBoxes, useOpenFreeBox } from '../../features/free/api/free';
import { FreeBoxCard } from '../../features/free/components/FreeBoxCard';
import { FreeDropDialog } from '../../features/free/components/FreeDropDialog';
import { ruleOf, ruleText } from '../../features/free/lib/free-rule';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow } from '../../lib/useNow';
import { useUser } from '../../lib/user';
import { FreeReel } from './free/FreeReel';

const RULES: Array<{ key: string; icon: IconName }> = [
  { key: 'daily', icon: 'calendar' },
  { key: 'deposit', icon: 'wallet' },
  { key: 'level', icon: 'crown' },
  { key: 'fair', icon: 'shield' },
];

/** `/free`: the daily free box (and the first-deposit case when earned), then the VIP level cases. */
export default function FreePage() {
  const { t } = useTranslation('free');
  const { profile, status } = useUser();
  useDocumentTitle(t('title'));
  const boxes = useFreeBoxes(profile?.id ?? null, status !== 'loading');
  const open = useOpenFreeBox();
  type Opened = { result: OpenResult; name: string; box: string; n: number };
  // The opening on the reel, then (once it lands) the won dialog.
  const [spin, setSpin] = useState<Opened | null>(null);
  const [won, setWon] = useState<Opened | null>(null);
  const [landed, setLanded] = useState(true);
  const spins = useRef(0);
  const spinning = !landed;
  const list = boxes.data?.list ?? [];
  // The daily case's rule from its configuration: the subtitle and the rules state what the server applies.
  const dailyRule = ruleText(ruleOf(boxes.data?.list));
  const now = useNow(list.some((b) => b.next_at !== null));
  // A countdown that reached midnight UTC: ask the server again.
  const due = list.some((b) => b.next_at !== null && Date.parse(b.next_at) <= now);
  const { refetch } = boxes;
  useEffect(() => {
    if (due) void refetch();
  }, [due, refetch]);

  const onOpen = (box: FreeBox) => {
    if (open.isPending || spinning) return;
    unlockAudio();
    open.mutate(box.id, {
      onSuccess: (result) => {
        spins.current += 1;
        setWon(null);
        setLanded(false);
        setSpin({ result, name: box.name, box: box.id, n: spins.current });
      },
      onError: (error) => toast.error(error.message),
    });
  };
  const card = (box: FreeBox) => (
    <FreeBoxCard
      key={box.id}
      box={box}
      now={now}
      opening={(open.isPending && open.variables === box.id) || (spinning && spin?.box === box.id)}
      onOpen={onOpen}
    />
  );
  const featured = list.filter((b) => b.free !== 'level');
  const levels = list.filter((b) => b.free === 'level');

  return (
    <div className="space-y-6" data-testid="free-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-money/15 text-xl text-money">
            <Icon name="gift" />
          </span>
          {t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted" data-testid="free-rule">
          {dailyRule?.variant === 'noDeposit'
            ? t('subtitleNoDeposit')
            : dailyRule
              ? t('subtitleDeposit', { hours: dailyRule.hours })
              : null}
        </p>
      </header>

      {status === 'anon' ? (
        <GuestBanner
          tone="money"
          title={t('guest.title')}
          body={t('guest.body')}
          action={t('actions.signIn')}
          onAction={() => requestSignIn()}
          testId="free-sign-in"
        />
      ) : null}

      {spin ? (
        <FreeReel
          key={spin.n}
          boxId={spin.box}
          result={spin.result}
          onLanded={() => {
            setLanded(true);
            setWon(spin);
          }}
        />
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="space-y-6">
          {boxes.isPending ? (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
              {Array.from({ length: 10 }, (_, i) => (
                <Skeleton key={String(i)} className="h-72 rounded-[var(--radius-card)]" />
              ))}
            </div>
          ) : boxes.isError ? (
            <ErrorState
              title={t('error.title')}
              body={boxes.error.message}
              retryLabel={t('actions.retry')}
              onRetry={() => void refetch()}
            />
          ) : (
            <>
              <section aria-labelledby="free-daily">
                <h2 id="free-daily" className="mb-3 font-display text-xl font-bold uppercase tracking-wide">
                  {t('sections.daily')}
                </h2>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">{featured.map(card)}</div>
              </section>
              <section aria-labelledby="free-levels">
                <h2 id="free-levels" className="mb-1 font-display text-xl font-bold uppercase tracking-wide">
                  {t('sections.levels')}
                </h2>
                <p className="mb-3 text-sm text-muted">{t('sections.levelsBody')}</p>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">{levels.map(card)}</div>
              </section>
            </>
          )}
        </div>
        <aside className="rounded-[var(--radius-card)] border border-line bg-surface p-5" aria-labelledby="free-rules">
          <h2 id="free-rules" className="font-display text-lg font-bold uppercase tracking-wide">
            {t('rules.title')}
          </h2>
          <ul className="mt-3 space-y-3">
            {RULES.map((rule) => (
              <li key={rule.key} className="flex gap-3 text-sm text-muted">
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-money/12 text-money">
                  <Icon name={rule.icon} />
                </span>
                {rule.key !== 'deposit' ? (
                  t(`rules.${rule.key}`)
                ) : !dailyRule ? (
                  <Skeleton className="mt-1 h-4 w-full" />
                ) : dailyRule.variant === 'noDeposit' ? (
                  t('rules.noDeposit')
                ) : (
                  t('rules.deposit', { hours: dailyRule.hours })
                )}
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <FreeDropDialog result={won?.result ?? null} boxName={won?.name ?? ''} onClose={() => setWon(null)} />
    </div>
  );
}
