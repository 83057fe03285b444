import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { formatAmount } from '../../../lib/money';
import { safeColor } from '../../../lib/rarity';
import { useCreateGift, useHostItems } from '../api/giveaways';
import { type CreateForm, DURATIONS, EMPTY_FORM, type FormError, toCreateBody } from '../lib/create';

const VIP_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const INPUT =
  'h-10 w-full rounded-lg border border-line-strong bg-bg px-3 text-sm outline-none focus:border-accent focus:ring-2 focus:ring-accent/25 aria-invalid:border-danger';

function Field({ label, id, error, children }: { label: string; id: string; error?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-[10px] font-bold uppercase tracking-wider text-subtle">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A host's new room: title, winners, timed or by people, prizes (per winner, and backpack items), conditions. */
export function CreateRoomDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('giveaways');
  const navigate = useNavigate();
  const create = useCreateGift();
  const items = useHostItems(open);
  const base = useId();
  const [form, setForm] = useState<CreateForm>(EMPTY_FORM);
  const [error, setError] = useState<FormError | null>(null);
  const set = (patch: Partial<CreateForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const invalid = (field: FormError) =>
    error === field ? { 'aria-invalid': true, 'aria-describedby': `${base}-${field}-error` } : {};
  const message = (field: FormError) => (error === field ? t(`create.errors.${field}`) : undefined);
  const sellable = (items.data?.list ?? []).filter((item) => item.sellable && item.state === 'owned');

  const submit = () => {
    const result = toCreateBody(form);
    if ('error' in result) return setError(result.error);
    create.mutate(result.body, {
      onSuccess: (room) => {
        onOpenChange(false);
        setForm(EMPTY_FORM);
        navigate(`/giveaway/${room.id}`);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.title')}
      description={t('create.body')}
      testId="giveaway-create"
      className="sm:w-[min(94vw,680px)]"
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <Field label={t('create.name')} id={`${base}-title`} error={message('title')}>
            <input
              id={`${base}-title`}
              value={form.title}
              maxLength={60}
              data-testid="giveaway-create-title"
              onChange={(e) => set({ title: e.target.value })}
              className={INPUT}
              {...invalid('title')}
            />
          </Field>
          <Field label={t('create.winners')} id={`${base}-winners`} error={message('winners')}>
            <input
              id={`${base}-winners`}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              value={form.winners}
              data-testid="giveaway-create-winners"
              onChange={(e) => set({ winners: e.target.value })}
              className={INPUT}
              {...invalid('winners')}
            />
          </Field>
        </div>

        <fieldset>
          <legend className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('create.draw')}</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {(['timed', 'people'] as const).map((mode) => (
              <label
                key={mode}
                className={cx(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/50',
                  form.mode === mode ? 'border-accent/60 bg-accent/12 text-accent-2' : 'border-line text-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${base}-mode`}
                  className="sr-only"
                  checked={form.mode === mode}
                  onChange={() => set({ mode })}
                />
                <Icon name={mode === 'timed' ? 'clock' : 'users'} />
                {t(`create.mode.${mode}`)}
              </label>
            ))}
          </div>
          <div className="mt-2">
            {form.mode === 'timed' ? (
              <Field label={t('create.endsIn')} id={`${base}-ends`}>
                <select
                  id={`${base}-ends`}
                  value={form.endsIn}
                  data-testid="giveaway-create-ends"
                  onChange={(e) => set({ endsIn: Number(e.target.value) })}
                  className={INPUT}
                >
                  {DURATIONS.map((s) => (
                    <option key={s} value={s}>
                      {s < 3600
                        ? t('create.minutes', { n: s / 60 })
                        : s === 3600
                          ? t('create.oneHour')
                          : s < 86_400
                            ? t('create.hours', { n: s / 3600 })
                            : s === 86_400
                              ? t('create.oneDay')
                              : t('create.days', { n: s / 86_400 })}
                    </option>
                  ))}
                </select>
              </Field>
            ) : (
              <Field label={t('create.people')} id={`${base}-people`} error={message('people')}>
                <input
                  id={`${base}-people`}
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={10000}
                  value={form.people}
                  onChange={(e) => set({ people: e.target.value })}
                  className={INPUT}
                  {...invalid('people')}
                />
              </Field>
            )}
          </div>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('create.prizes')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('create.cash')} id={`${base}-cash`} error={message('cash')}>
              <input
                id={`${base}-cash`}
                inputMode="decimal"
                placeholder="0.00"
                value={form.cash}
                data-testid="giveaway-create-cash"
                onChange={(e) => set({ cash: e.target.value })}
                className={INPUT}
                {...invalid('cash')}
              />
            </Field>
            <Field label={t('create.coins')} id={`${base}-coins`} error={message('coins')}>
              <input
                id={`${base}-coins`}
                inputMode="numeric"
                placeholder="0"
                value={form.coins}
                onChange={(e) => set({ coins: e.target.value })}
                className={INPUT}
                {...invalid('coins')}
              />
            </Field>
          </div>
          <p className="text-xs text-subtle">{t('create.perWinner')}</p>
          {sellable.length > 0 ? (
            <div>
              <p className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('create.items')}</p>
              <ul className="mt-1 grid max-h-48 grid-cols-3 gap-1.5 overflow-auto sm:grid-cols-5">
                {sellable.map((item) => {
                  const picked = form.items.includes(item.knapsack_id);
                  return (
                    <li key={item.knapsack_id}>
                      <button
                        type="button"
                        aria-pressed={picked}
                        title={item.goods_info.name}
                        onClick={() =>
                          set({
                            items: picked
                              ? form.items.filter((k) => k !== item.knapsack_id)
                              : [...form.items, item.knapsack_id],
                          })
                        }
                        className={cx(
                          'flex w-full flex-col items-center rounded-lg border px-1 py-1 text-[10px]',
                          picked ? 'border-accent bg-accent/12' : 'border-line bg-surface-2 hover:border-line-strong',
                        )}
                        style={{ boxShadow: `inset 0 -2px 0 ${safeColor(item.goods_info.quality.color)}` }}
                      >
                        <SafeImage
                          src={item.goods_info.picture}
                          alt=""
                          className="h-9 w-12 object-contain"
                          fallback={<Icon name="gift" />}
                        />
                        <span className="w-full truncate">{item.goods_info.name}</span>
                        <span className="font-bold text-money tabular">{formatAmount(item.price)}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          {error === 'prize' ? <p className="text-xs text-danger">{t('create.errors.prize')}</p> : null}
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-[10px] font-bold uppercase tracking-wider text-subtle">
            {t('create.conditions')}
          </legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Field label={t('create.ticket')} id={`${base}-ticket`} error={message('ticket')}>
              <input
                id={`${base}-ticket`}
                inputMode="numeric"
                placeholder="0"
                value={form.ticket}
                onChange={(e) => set({ ticket: e.target.value })}
                className={INPUT}
                {...invalid('ticket')}
              />
            </Field>
            <Field label={t('create.vip')} id={`${base}-vip`}>
              <select
                id={`${base}-vip`}
                value={form.vip}
                onChange={(e) => set({ vip: Number(e.target.value) })}
                className={INPUT}
              >
                {VIP_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level === 0 ? t('create.noVip') : t('create.vipLevel', { level })}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('create.minDeposit')} id={`${base}-deposit`} error={message('deposit')}>
              <input
                id={`${base}-deposit`}
                inputMode="decimal"
                placeholder="0.00"
                value={form.minDeposit}
                onChange={(e) => set({ minDeposit: e.target.value })}
                className={INPUT}
                {...invalid('deposit')}
              />
            </Field>
            <Field label={t('create.daysLabel')} id={`${base}-days`} error={message('days')}>
              <input
                id={`${base}-days`}
                inputMode="numeric"
                value={form.days}
                onChange={(e) => set({ days: e.target.value })}
                className={INPUT}
                {...invalid('days')}
              />
            </Field>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('create.password')} id={`${base}-password`}>
              <input
                id={`${base}-password`}
                value={form.password}
                maxLength={64}
                autoComplete="off"
                placeholder={t('create.passwordHint')}
                onChange={(e) => set({ password: e.target.value })}
                className={INPUT}
              />
            </Field>
            <label className="flex items-center gap-2 self-end rounded-lg border border-line px-3 py-2.5 text-sm">
              <input
                type="checkbox"
                checked={form.inviteOnly}
                onChange={(e) => set({ inviteOnly: e.target.checked })}
                className="size-4 accent-[var(--color-accent)]"
              />
              {t('create.inviteOnly')}
            </label>
          </div>
        </fieldset>

        {create.error ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-[#ff9a9a]">
            {create.error.message}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={create.isPending}
          data-testid="giveaway-create-submit"
        >
          <Icon name="gift" />
          {create.isPending ? t('create.creating') : t('create.submit')}
        </Button>
        <p className="text-center text-xs text-subtle">{t('create.escrow')}</p>
      </form>
    </Dialog>
  );
}
