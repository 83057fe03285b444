import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast-store';
import { count } from './format';
import { fieldBinder } from './forms';
import { GiveawayCost, type GiveawayCostData } from './GiveawayCost';
import type { PickedGoods } from './GoodsPicker';
import { GoodsSelect } from './GoodsSelect';
import { EMPTY_GIVEAWAY, type GiveawayForm as Form, type GiveawayField, giveawayBody } from './giveaway-body';
import { useOpsMutation } from './hooks';
import { CaseSelect, Notice } from './promo-ui';
import { ErrorText, Field, Input, Panel, useLocaleTag } from './ui';

const DEBOUNCE_MS = 600;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-line bg-bg/40 p-3">
      <legend className="px-1 text-[11px] font-bold uppercase tracking-wider text-accent-2">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">{children}</div>
    </fieldset>
  );
}

/** A new official giveaway room; its expected cost is asked as the form changes and shown before "Create". */
export function GiveawayForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [form, setForm] = useState<Form>(EMPTY_GIVEAWAY);
  const [goods, setGoods] = useState<PickedGoods | null>(null);
  const [tried, setTried] = useState(false);
  const [priced, setPriced] = useState<{ key: string; cost: GiveawayCostData } | null>(null);
  const { body, bad } = giveawayBody({ ...form, goods: goods?.id ?? null });
  const key = body ? JSON.stringify(body) : '';

  const cost = useOpsMutation('giveawayCost', { refresh: [] });
  const create = useOpsMutation('createGiveaway', {
    refresh: ['giveaways'],
    onSuccess: (room) => {
      toast.success(t('promo.giveaways.created', { title: room.title, id: room.id }));
      onCreated();
    },
  });
  const ask = () => {
    if (!body) return;
    const sent = key;
    cost.mutate({ body }, { onSuccess: (data) => setPriced({ key: sent, cost: data }) });
  };
  // The cost follows the form: asked again once it has not changed for a moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the body
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(ask, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const invalid = (field: GiveawayField) =>
    bad.has(field) && (tried || (field in form && String(form[field as keyof Form] ?? '') !== ''));
  const bind = fieldBinder(form, setForm, invalid);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (body) create.mutate({ body });
  };
  const current = priced && priced.key === key;

  return (
    <Panel title={t('promo.giveaways.new')} testId="ops-giveaway-form">
      <form id="ops-giveaway-new" onSubmit={submit} className="space-y-3" noValidate>
        <Group title={t('promo.giveaways.room')}>
          <Field label={t('promo.giveaways.roomTitle')} className="sm:col-span-2">
            <Input {...bind('title')} maxLength={60} required data-testid="ops-giveaway-title" />
          </Field>
          <Field label={t('promo.giveaways.winners')} hint={t('promo.range', { min: 1, max: 100 })}>
            <Input inputMode="numeric" {...bind('winners')} />
          </Field>
          <fieldset className="min-w-0">
            <legend className="mb-1 text-[11px] font-bold uppercase tracking-wider text-muted">
              {t('promo.giveaways.timing')}
            </legend>
            <div className="flex flex-col gap-1.5 text-sm">
              {(['minutes', 'people'] as const).map((timing) => (
                <label key={timing} className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name="ops-giveaway-timing"
                    className="size-4 accent-[var(--color-accent)]"
                    checked={form.timing === timing}
                    onChange={() => setForm((f) => ({ ...f, timing }))}
                    data-testid={`ops-giveaway-timing-${timing}`}
                  />
                  {t(`promo.giveaways.by.${timing}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {form.timing === 'minutes' ? (
            <Field label={t('promo.giveaways.endsIn')} hint={t('promo.giveaways.endsInHint')}>
              <Input inputMode="numeric" {...bind('minutes')} data-testid="ops-giveaway-minutes" />
            </Field>
          ) : (
            <Field
              label={t('promo.giveaways.peopleTarget')}
              hint={t('promo.range', { min: 2, max: count(1_000_000, tag) })}
            >
              <Input inputMode="numeric" {...bind('people')} data-testid="ops-giveaway-people" />
            </Field>
          )}
        </Group>
        <Group title={t('promo.giveaways.prizesPerWinner')}>
          <Field label={t('promo.giveaways.prizeCash')}>
            <Input inputMode="decimal" {...bind('cash')} placeholder="0.00" data-testid="ops-giveaway-cash" />
          </Field>
          <Field label={t('promo.giveaways.prizeCoins')}>
            <Input inputMode="decimal" {...bind('coins')} />
          </Field>
          <Field label={t('promo.giveaways.prizeCase')}>
            <CaseSelect value={form.box} onChange={(box) => setForm((f) => ({ ...f, box }))} />
          </Field>
          <GoodsSelect label={t('promo.giveaways.prizeGoods')} value={goods} onChange={setGoods} />
        </Group>
        <Group title={t('promo.giveaways.conditions')}>
          <Field label={t('promo.giveaways.ticketCoins')} hint={t('promo.giveaways.ticketHint')}>
            <Input inputMode="decimal" {...bind('ticket')} />
          </Field>
          <Field label={t('promo.giveaways.password')} hint={t('promo.giveaways.passwordHint')}>
            <Input {...bind('password')} maxLength={64} autoComplete="off" />
          </Field>
          <Field label={t('promo.minDeposit')}>
            <Input inputMode="decimal" {...bind('minDeposit')} />
          </Field>
          <Field label={t('promo.giveaways.days')} hint={t('promo.giveaways.daysHint')}>
            <Input inputMode="numeric" {...bind('days')} disabled={!form.minDeposit.trim()} />
          </Field>
          <Field label={t('promo.giveaways.vip')} hint={t('promo.range', { min: 0, max: 10 })}>
            <Input inputMode="numeric" {...bind('vip')} />
          </Field>
        </Group>
        {tried && bad.has('prize') ? <Notice>{t('promo.giveaways.needPrize')}</Notice> : null}
        {tried && !body && !bad.has('prize') ? <Notice>{t('promo.fixFields')}</Notice> : null}
        <section aria-label={t('promo.expectedCost')} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-[11px] font-bold uppercase tracking-wider text-muted">{t('promo.expectedCost')}</h3>
            <Button
              size="sm"
              variant="secondary"
              onClick={ask}
              disabled={!body || cost.isPending}
              data-testid="ops-giveaway-check-cost"
            >
              <Icon name="coins" />
              {cost.isPending ? t('working') : t('promo.checkCost')}
            </Button>
          </div>
          {priced ? (
            <GiveawayCost cost={priced.cost} stale={!current} />
          ) : (
            <p className="text-sm text-muted">{body ? t('working') : t('promo.giveaways.costWhenValid')}</p>
          )}
          <ErrorText error={cost.error} />
        </section>
        <ErrorText error={create.error} />
        <Button
          type="submit"
          variant="money"
          disabled={create.isPending || (body !== null && !current)}
          data-testid="ops-giveaway-create"
        >
          <Icon name="gift" />
          {create.isPending ? t('working') : t('promo.giveaways.create')}
        </Button>
      </form>
    </Panel>
  );
}
