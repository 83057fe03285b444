import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { payHref } from '../../../lib/pay-return';
import { requireLogin } from '../../../lib/sign-in';
import { useUser } from '../../../lib/user';
import { useBattleBoxes, useCreateBattle } from '../api/battles';
import { DEFAULT_SETUP, type Setup } from '../lib/modes';
import {
  addBox,
  entryCost,
  MAX_ROUNDS,
  moveBox,
  removeBox,
  roundCount,
  rounds,
  type SelectionEntry,
  setCount,
} from '../lib/selection';
import { BoxPicker } from './BoxPicker';
import { SelectionPanel } from './SelectionPanel';
import { SetupPanel } from './SetupPanel';

/** Fewest boxes a battle takes (shared MIN_BATTLE_BOXES). */
const MIN_BOXES = 1;

/** `/battle/create`: cases in round order, seats and mode, private or not; creating pays the entry and opens the room. */
export function CreateBattleView() {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  const { status, profile } = useUser();
  const boxes = useBattleBoxes();
  const create = useCreateBattle();
  const busy = useRef(false);
  const [entries, setEntries] = useState<SelectionEntry[]>([]);
  const [setup, setSetup] = useState<Setup>(DEFAULT_SETUP);
  const [isPrivate, setPrivate] = useState(false);
  const [tooFew, setTooFew] = useState(false);

  const byId = new Map((boxes.data ?? []).map((box) => [box.id, box]));
  const prices = new Map((boxes.data ?? []).map((box) => [box.id, box.price]));
  const counts = new Map(entries.map((entry) => [entry.id, entry.count]));
  const count = roundCount(entries);
  const full = count >= MAX_ROUNDS;
  const cost = entryCost(entries, prices);
  const short = status === 'ready' && profile !== null && profile.money < cost;

  const edit = (next: SelectionEntry[]) => {
    setEntries(next);
    if (roundCount(next) >= MIN_BOXES) setTooFew(false);
  };

  const submit = () => {
    if (busy.current || !requireLogin()) return;
    if (count < MIN_BOXES) {
      setTooFew(true);
      return;
    }
    busy.current = true;
    create.mutate(
      { boxes: rounds(entries), players: setup.players, mode: setup.mode, private: isPrivate },
      {
        onSuccess: (detail) => {
          navigate(`/battle/${detail.id}${detail.code ? `?code=${encodeURIComponent(detail.code)}` : ''}`);
          window.scrollTo({ top: 0 });
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  const submitButton = (className?: string) => (
    <Button
      size="lg"
      data-testid="battle-create-submit"
      disabled={create.isPending}
      onClick={submit}
      className={className}
    >
      <Icon name="swords" />
      {t('createPage.submit', { amount: formatAmount(cost) })}
    </Button>
  );

  return (
    <div className="space-y-4 pb-20 md:pb-0" data-testid="battle-create-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link
            to="/battle"
            className="inline-flex items-center gap-1 text-xs font-bold uppercase tracking-wide text-subtle hover:text-text"
          >
            <Icon name="chevronLeft" />
            {t('back')}
          </Link>
          <h1 className="mt-1 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            {t('createPage.title')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('createPage.subtitle')}</p>
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_390px] lg:grid-rows-[auto_1fr]">
        <SetupPanel
          setup={setup}
          isPrivate={isPrivate}
          onSetup={setSetup}
          onPrivate={setPrivate}
          className="lg:col-start-2 lg:row-start-1"
        />
        <BoxPicker
          boxes={boxes.data}
          pending={boxes.isPending}
          error={boxes.error}
          onRetry={() => void boxes.refetch()}
          counts={counts}
          full={full}
          onAdd={(box) => edit(addBox(entries, box.id))}
          className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
        />
        <div className="space-y-3 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-2 lg:self-start">
          <SelectionPanel
            entries={entries}
            boxes={byId}
            full={full}
            onCount={(id, next) => edit(setCount(entries, id, next))}
            onMove={(index, delta) => edit(moveBox(entries, index, delta))}
            onRemove={(id) => edit(removeBox(entries, id))}
            onClear={() => edit([])}
          />
          <section className="space-y-3 rounded-2xl border border-line bg-surface p-4" aria-live="polite">
            <dl className="grid grid-cols-3 gap-2 text-center">
              <Figure label={t('createPage.rounds')} value={String(count)} />
              <Figure
                label={t('createPage.entry')}
                value={formatAmount(cost)}
                tone="text-money"
                testId="battle-create-cost"
              />
              <Figure label={t('createPage.pot')} value={formatAmount(cost * setup.players)} />
            </dl>
            {full ? <p className="text-xs text-warning">{t('createPage.max', { max: MAX_ROUNDS })}</p> : null}
            {tooFew ? (
              <p role="alert" data-testid="battle-too-few" className="flex items-center gap-1.5 text-sm text-danger">
                <Icon name="alert" />
                {t('createPage.tooFew', { needed: MIN_BOXES })}
              </p>
            ) : null}
            {short ? (
              <p className="flex flex-wrap items-center gap-1.5 text-xs text-warning">
                <Icon name="wallet" />
                {t('createPage.short', { balance: formatAmount(profile?.money ?? 0) })}
                <Link to={payHref({ returnTo: '/battle/create' })} className="font-bold text-accent-2 underline">
                  {t('createPage.topUp')}
                </Link>
              </p>
            ) : null}
            <div className="hidden md:block">{submitButton('w-full')}</div>
          </section>
        </div>
      </div>

      {/* Phones: the total and the create button stay in reach while scrolling the cases (above the
          promotion badge, which would hide the total). */}
      <div className="fixed inset-x-0 bottom-[calc(var(--dock-h,4rem)+env(safe-area-inset-bottom))] z-40 flex items-center justify-between gap-3 border-t border-line bg-bg-2/95 px-3 py-2 md:hidden">
        <p className="leading-tight">
          <span className="block text-[11px] font-bold uppercase tracking-wider text-subtle">
            {t('card.rounds', { count })}
          </span>
          <span className="text-xs text-muted">{t('createPage.pot')} </span>
          <span className="font-bold text-money tabular">{formatAmount(cost * setup.players)}</span>
        </p>
        {submitButton('h-11 px-4')}
      </div>
    </div>
  );
}

function Figure({ label, value, tone, testId }: { label: string; value: string; tone?: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-surface-2/70 px-2 py-2">
      <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{label}</dt>
      <dd data-testid={testId} className={cx('font-display text-lg font-bold tabular', tone)}>
        {value}
      </dd>
    </div>
  );
}
