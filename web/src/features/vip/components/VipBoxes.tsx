import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/Pill';
import { SafeImage } from '../../../components/ui/SafeImage';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import { useReceiveBox, useVipBoxes, type VipBox } from '../api/rewards';
import { safeColor } from '../api/vip';

/** The level boxes: one free case per VIP level, opened once when the level is reached. */
export function VipBoxes({ userId }: { userId: number | null }) {
  const { t } = useTranslation('vip');
  const boxes = useVipBoxes(userId);
  const receive = useReceiveBox(userId);
  const [opening, setOpening] = useState<number | null>(null);
  const open = (box: VipBox) => {
    if (receive.isPending) return;
    setOpening(box.level);
    receive.mutate(box.level, {
      onSuccess: (r) => {
        const drop = r.open.list[0]?.goods;
        toast.success(drop ? t('boxes.got', { name: drop.name, value: formatAmount(drop.price) }) : t('boxes.opened'));
      },
      onSettled: () => setOpening(null),
    });
  };
  return (
    <section aria-labelledby="vip-boxes" data-testid="vip-boxes">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vip-boxes" className="font-display text-xl font-bold uppercase tracking-wide">
          {t('boxes.title')}
        </h2>
        <p className="text-xs text-muted">{t('boxes.hint')}</p>
      </div>
      {boxes.isPending ? (
        <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 xl:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-52 rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : boxes.isError ? (
        <ErrorState
          title={t('boxes.error')}
          retryLabel={t('retry')}
          onRetry={() => void boxes.refetch()}
          className="rounded-[var(--radius-card)] border border-line bg-surface"
        />
      ) : boxes.data.list.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-8 text-center text-sm text-muted">
          {t('boxes.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 xl:grid-cols-5">
          {boxes.data.list.map((box) => (
            <li key={box.level}>
              <BoxCard
                box={box}
                signedIn={userId !== null}
                opening={opening === box.level}
                busy={receive.isPending}
                onOpen={open}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BoxCard({
  box,
  signedIn,
  opening,
  busy,
  onOpen,
}: {
  box: VipBox;
  signedIn: boolean;
  opening: boolean;
  busy: boolean;
  onOpen: (box: VipBox) => void;
}) {
  const { t } = useTranslation('vip');
  const color = safeColor(box.color);
  const titleId = `vip-box-${box.level}`;
  const lit = box.state === 'claimable';
  return (
    <article
      aria-labelledby={titleId}
      data-testid="vip-box"
      data-state={box.state}
      className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border bg-surface"
      style={{ borderColor: lit ? `${color}aa` : `${color}40`, boxShadow: lit ? `0 0 24px -10px ${color}` : undefined }}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-14 left-1/2 size-36 -translate-x-1/2 rounded-full opacity-25 blur-3xl"
        style={{ background: color }}
      />
      <div className="relative flex items-center justify-between gap-1 px-2.5 pt-2.5">
        {/* Text in the site's ink on the card (level colours are too dark to read small); the colour is the rim. */}
        <Pill className="bg-surface-2 text-text" style={{ borderColor: color }}>
          <Icon name="crown" style={{ color }} />
          VIP {box.level}
        </Pill>
        <span className="font-mono text-xs font-bold text-money tabular" title={t('boxes.value')}>
          {formatAmount(box.box.value)}
        </span>
      </div>
      <div className="relative flex h-20 items-center justify-center px-3 py-1.5 sm:h-24">
        <SafeImage
          src={box.box.picture}
          alt=""
          className={`h-full w-full object-contain drop-shadow-[0_8px_14px_rgb(0_0_0/0.6)] ${
            lit ? '' : 'opacity-55 grayscale-[40%]'
          }`}
          fallback={
            <span
              className="grid size-14 place-items-center rounded-2xl text-3xl"
              style={{ background: `${color}22`, color }}
            >
              <Icon name="box" />
            </span>
          }
        />
      </div>
      <div className="relative flex flex-1 flex-col gap-2 px-2.5 pb-2.5">
        <h3 id={titleId} className="truncate text-sm font-bold leading-tight" title={box.box.name}>
          {/* The case page lists what the box can drop. */}
          <Link
            to={`/case/${encodeURIComponent(box.box.id)}`}
            className="rounded hover:text-accent-2 hover:underline focus-visible:underline"
          >
            {box.box.name}
          </Link>
        </h3>
        <div className="mt-auto">
          {box.state === 'claimable' ? (
            <Button
              variant="money"
              size="sm"
              className="w-full"
              aria-disabled={busy}
              aria-describedby={titleId}
              onClick={() => {
                if (!busy) onOpen(box);
              }}
            >
              {opening ? <Icon name="refresh" className="motion-safe:animate-spin" /> : <Icon name="gift" />}
              {opening ? t('boxes.opening') : t('boxes.open')}
            </Button>
          ) : box.state === 'claimed' ? (
            <p className="flex h-8 items-center justify-center gap-1 rounded-lg bg-money/10 text-xs font-bold text-money">
              <Icon name="check" />
              {t('boxes.claimed')}
            </p>
          ) : signedIn ? (
            <p className="flex h-8 items-center justify-center gap-1 rounded-lg border border-line bg-surface-2 text-xs font-semibold text-muted">
              <Icon name="lock" />
              {t('boxes.locked', { level: box.level })}
            </p>
          ) : (
            <Button variant="secondary" size="sm" className="w-full" onClick={() => requestSignIn()}>
              {t('guest.action')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
