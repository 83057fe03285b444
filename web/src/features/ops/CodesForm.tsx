import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { CodesOnce } from './CodesOnce';
import { CODE_KINDS, codesBody, EMPTY_CODES, type CodesForm as Form } from './codes-body';
import { count, money } from './format';
import { fieldBinder } from './forms';
import { useOpsMutation } from './hooks';
import { CaseSelect, Notice } from './promo-ui';
import { ErrorText, Field, INPUT, Input, Panel, useLocaleTag } from './ui';

/** A new campaign of promo codes; the codes are shown once, in a dialog, when it is made. */
export function CodesForm() {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [form, setForm] = useState<Form>(EMPTY_CODES);
  const [tried, setTried] = useState(false);
  const [made, setMade] = useState<{ campaign: string; codes: string[] } | null>(null);
  const { body, bad } = codesBody(form);
  const invalid = (field: keyof Form) => bad.has(field) && (tried || form[field] !== '');
  const create = useOpsMutation('createCodes', {
    refresh: ['codeCampaigns'],
    onSuccess: (data) => {
      setMade(data);
      setForm(EMPTY_CODES);
      setTried(false);
    },
  });
  const bind = fieldBinder(form, setForm, invalid);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (body) create.mutate({ body });
  };
  // The most the campaign can pay: every use of every code taken (cash in USD, token codes in coins).
  const most = body && body.kind !== 'box' ? Number(body.amount) * body.uses * (body.count ?? 1) : null;

  return (
    <Panel title={t('promo.codes.new')} testId="ops-codes-form">
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <Field label={t('promo.codes.campaign')} className="sm:col-span-2">
            <Input {...bind('campaign')} maxLength={64} required data-testid="ops-codes-campaign" />
          </Field>
          <Field label={t('promo.codes.kind')}>
            <select
              className={INPUT}
              value={form.kind}
              onChange={(e) => setForm((f) => ({ ...f, kind: e.target.value as Form['kind'] }))}
              data-testid="ops-codes-kind"
            >
              {CODE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`promo.codes.kinds.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          {form.kind === 'box' ? (
            <Field label={t('promo.codes.case')}>
              <CaseSelect
                value={form.box}
                onChange={(box) => setForm((f) => ({ ...f, box }))}
                invalid={tried && bad.has('box')}
                testId="ops-codes-case"
              />
            </Field>
          ) : (
            <Field label={form.kind === 'cash' ? t('promo.codes.amountCash') : t('promo.codes.amountCoins')}>
              <Input inputMode="decimal" {...bind('amount')} data-testid="ops-codes-amount" />
            </Field>
          )}
          <Field label={t('promo.codes.uses')} hint={t('promo.codes.usesHint')}>
            <Input inputMode="numeric" {...bind('uses')} data-testid="ops-codes-uses" />
          </Field>
          <Field label={t('promo.codes.perAccount')} hint={t('promo.range', { min: 1, max: 1000 })}>
            <Input inputMode="numeric" {...bind('perAccount')} />
          </Field>
          <Field label={t('promo.codes.count')} hint={t('promo.range', { min: 1, max: 1000 })}>
            <Input inputMode="numeric" {...bind('count')} data-testid="ops-codes-count" />
          </Field>
          <Field label={t('promo.codes.validDays')} hint={t('promo.codes.validDaysHint')}>
            <Input inputMode="numeric" {...bind('days')} />
          </Field>
          <Field label={t('promo.minDeposit')} hint={t('promo.optional')}>
            <Input inputMode="decimal" {...bind('minDeposit')} />
          </Field>
        </div>
        {most !== null ? (
          <p className="text-sm text-muted" aria-live="polite" data-testid="ops-codes-most">
            {t('promo.codes.most', {
              amount: form.kind === 'cash' ? money(most) : t('promo.coinsAmount', { amount: money(most, 'coins') }),
              uses: count(Number(body?.uses) * Number(body?.count ?? 1), tag),
            })}
          </p>
        ) : null}
        {tried && !body ? <Notice>{t('promo.fixFields')}</Notice> : null}
        <ErrorText error={create.error} />
        <Button type="submit" variant="money" disabled={create.isPending} data-testid="ops-codes-create">
          <Icon name="ticket" />
          {create.isPending ? t('working') : t('promo.codes.create')}
        </Button>
      </form>
      <CodesOnce
        title={t('promo.codes.madeTitle')}
        name={made?.campaign ?? ''}
        codes={made?.codes ?? null}
        onClose={() => setMade(null)}
      />
    </Panel>
  );
}
