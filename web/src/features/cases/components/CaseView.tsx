import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Icon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { bestColor, rarityRank } from '../../../lib/rarity';
import { useRevealHold } from '../../../lib/reveal-hold';
import { requireLogin } from '../../../lib/sign-in';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useUser } from '../../../lib/user';
import { type BoxDetail, useBoxDetail, useOpenBox } from '../api/cases';
import { useCaseCoupons } from '../api/coupons';
import { serverDrops, useCaseOpening } from '../hooks/useCaseOpening';
import { useCasePrefs } from '../hooks/useCasePrefs';
import { timesAmount } from '../lib/format';
import { playWin, unlockAudio } from '../lib/sound';
import { CaseContents } from './CaseContents';
import { CaseHero, type OpenBlock } from './CaseHero';
import { CaseViewSkeleton } from './CaseViewSkeleton';
import { ReelStage } from './ReelStage';
import { ResultPanel } from './ResultPanel';

/** The case page for a case id: loading, not-found and error states around the opening experience. */
export function CaseView({ id }: { id: string }) {
  const { t } = useTranslation('cases');
  const query = useBoxDetail(id);
  useDocumentTitle(query.data?.name ?? t('page.titleFallback'));
  if (query.isPending) return <CaseViewSkeleton />;
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.code === 404 || query.error.code === 400);
    return (
      <section className="rounded-2xl border border-line bg-surface">
        <EmptyState
          heading="h1"
          icon={missing ? 'box' : 'alert'}
          title={t(missing ? 'page.notFound' : 'page.error')}
          body={missing ? t('page.notFoundBody') : query.error.message}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {missing ? null : (
                <button
                  type="button"
                  onClick={() => void query.refetch()}
                  className="h-10 rounded-lg border border-line-strong bg-surface-3 px-4 text-sm font-bold uppercase"
                >
                  {t('grid.retry')}
                </button>
              )}
              <ButtonLink to="/">
                <Icon name="home" />
                {t('page.back')}
              </ButtonLink>
            </div>
          }
        />
      </section>
    );
  }
  return <CaseOpening box={query.data} />;
}

function CaseOpening({ box }: { box: BoxDetail }) {
  const { t } = useTranslation('cases');
  const { profile } = useUser();
  const prefs = useCasePrefs();
  const mobile = useMediaQuery('(max-width: 640px)');
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const free = Boolean(box.free);
  const [count, setCount] = useState(1);
  const n = free ? 1 : count;
  const opening = useCaseOpening(box.items, n, prefs.fast);
  const open = useOpenBox(box.id);
  const [skip, setSkip] = useState(0);
  const stageRef = useRef<HTMLElement>(null);
  const color = useMemo(() => bestColor(box.items), [box]);

  const full = timesAmount(box.price, n);
  // A ready group-grab coupon whose least price this open reaches comes off the price (the player may untick it).
  const coupons = useCaseCoupons(profile !== null && !free);
  const [couponOn, setCouponOn] = useState(true);
  const coupon = coupons.data?.list.find((c) => c.state === 'ready' && c.target === 'case' && c.min <= full);
  const discount = coupon && couponOn ? Math.min(coupon.amount, full) : 0;
  const total = Math.round((full - discount) * 1000) / 1000;
  const openLabel = free ? t('page.openFree') : t('page.open', { price: formatAmount(total) });
  const spinning = opening.phase === 'spinning';
  const busy = open.isPending ? 'request' : spinning ? 'spin' : null;
  // The live strip waits until the reels have landed (a drop of this opening must not show there first).
  useRevealHold(busy !== null);
  const level = profile?.svip.level ?? 0;
  const block: OpenBlock =
    box.level > 0 && profile && level < box.level
      ? { kind: 'level', level: box.level }
      : profile && !free && profile.money < total
        ? { kind: 'balance' }
        : null;

  const showStage = () => {
    const el = stageRef.current;
    if (!el || typeof el.getBoundingClientRect !== 'function') return;
    const rect = el.getBoundingClientRect();
    if (rect.top < 64 || rect.bottom > window.innerHeight) {
      el.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
    }
  };

  const onOpen = () => {
    if (busy) return;
    requireLogin(() => {
      unlockAudio();
      open.mutate(
        { number: n, coupon: discount > 0 ? coupon?.id : undefined },
        {
          onSuccess: (answer) => {
            opening.start(serverDrops(box.items, answer.list), false, timesAmount(answer.price, answer.list.length));
            showStage();
          },
        },
      );
    });
  };

  const onDemo = () => {
    if (busy) return;
    unlockAudio();
    opening.start(opening.demoDrops(n), true, 0);
    showStage();
  };

  const onLanded = (spin: number, reel: number) => {
    const all = opening.landed(spin, reel);
    if (all && prefs.sound && opening.result) {
      playWin(Math.max(...opening.result.drops.map((d) => rarityRank(d.goods.quality.color))));
    }
  };

  const errorText = open.isError && !open.isPending ? open.error.message : null;
  return (
    <div className="space-y-3 sm:space-y-4">
      <CaseHero
        box={box}
        color={color}
        count={n}
        onCount={setCount}
        openLabel={openLabel}
        onOpen={onOpen}
        onDemo={onDemo}
        busy={busy}
        locked={spinning || open.isPending}
        block={block}
        fast={prefs.fast}
        onFast={prefs.setFast}
        sound={prefs.sound}
        onSound={prefs.setSound}
        error={errorText}
      />
      {coupon ? (
        <label
          className="flex w-fit cursor-pointer items-center gap-2 rounded-lg border border-contraband/50 bg-contraband/10 px-3 py-2 text-sm font-bold text-contraband"
          data-testid="case-coupon"
        >
          <input
            type="checkbox"
            checked={couponOn}
            disabled={busy !== null}
            onChange={(e) => setCouponOn(e.target.checked)}
            className="size-4 accent-[#e4ae39]"
          />
          <Icon name="ticket" />
          {t('page.coupon', { amount: formatAmount(Math.min(coupon.amount, full)) })}
        </label>
      ) : null}
      <ReelStage
        ref={stageRef}
        plans={opening.plans}
        phase={opening.phase}
        result={opening.result}
        mobile={mobile}
        reduced={reduced}
        sound={prefs.sound}
        skip={skip}
        onSkip={() => setSkip((s) => s + 1)}
        onLanded={onLanded}
      />
      {opening.phase === 'done' && opening.result ? (
        <ResultPanel
          key={opening.result.id}
          caseId={box.id}
          result={opening.result}
          openLabel={openLabel}
          canOpen={busy === null && block?.kind !== 'level'}
          onOpen={onOpen}
          onDemo={onDemo}
          onClose={opening.close}
        />
      ) : null}
      <CaseContents box={box} />
    </div>
  );
}
