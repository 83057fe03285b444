import type { EventCost, OpsEvent } from '@dropforge/shared/contract/ops-promotions';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast-store';
import { EventCostView } from './EventCost';
import { parseDefinition, suggestKey } from './events-lib';
import { useOpsMutation, useOpsQuery } from './hooks';
import { Notice } from './promo-ui';
import { ErrorText, Field, INPUT, Panel } from './ui';

const PLACEHOLDER = `{
  "key": "weekend-coins",
  "mechanic": "free_coins",
  "path": "/event",
  "schedule": { "type": "weekly", "days": [6, 7], "from": "18:00", "to": "24:00" },
  "prizes": [ … ],
  "title": { "en": "…", "zh": "…", … }
}`;

/**
 * A new console event from its definition (the shape of a content/events file), typed or started from an existing
 * event; "Check cost" prices a participant-day by VIP level, "Create" stores it switched off.
 */
export function EventNew({ events, onCreated }: { events: OpsEvent[]; onCreated: () => void }) {
  const { t } = useTranslation('ops');
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [from, setFrom] = useState('');
  const [filledFrom, setFilledFrom] = useState('');
  const [checked, setChecked] = useState<{ cost: EventCost; text: string } | null>(null);
  const source = useOpsQuery('event', { params: { key: from } }, { enabled: from !== '' });

  // The chosen event's definition arrives once: it fills the textarea under a free key.
  if (from && source.data?.key === from && filledFrom !== from) {
    setFilledFrom(from);
    const key = suggestKey(from, new Set(events.map((e) => e.key)));
    setText(JSON.stringify({ ...source.data.definition, key }, null, 2));
    setTouched(false);
  }

  const parsed = parseDefinition(text);
  const problem = parsed.ok
    ? null
    : parsed.problem === 'syntax'
      ? t('promo.newEvent.badJson', { detail: parsed.detail ?? '' })
      : t(`promo.newEvent.${parsed.problem === 'empty' ? 'emptyJson' : 'notObject'}`);
  const showProblem = touched && problem !== null;

  const cost = useOpsMutation('eventCost', { refresh: [] });
  const create = useOpsMutation('createEvent', {
    refresh: ['events'],
    onSuccess: (event) => {
      toast.success(t('promo.newEvent.created', { key: event.key }));
      onCreated();
    },
  });
  const check = () => {
    setTouched(true);
    if (!parsed.ok) return;
    const sent = text;
    cost.mutate(
      { body: { definition: parsed.definition } },
      { onSuccess: (data) => setChecked({ cost: data, text: sent }) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.ok) create.mutate({ body: { definition: parsed.definition } });
  };

  return (
    <Panel title={t('promo.newEvent.title')} testId="ops-event-new">
      <form id="ops-event-new" onSubmit={submit} className="space-y-3">
        <Notice tone="info">{t('promo.newEvent.disabledNote')}</Notice>
        <Field label={t('promo.newEvent.startFrom')} className="max-w-sm">
          <select
            className={INPUT}
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              setFilledFrom('');
            }}
            aria-busy={from !== '' && source.isFetching}
            data-testid="ops-event-start-from"
          >
            <option value="">{t('promo.newEvent.blank')}</option>
            {events.map((e) => (
              <option key={e.key} value={e.key}>
                {e.title || e.key} ({e.key})
              </option>
            ))}
          </select>
        </Field>
        {from && source.isError ? <ErrorText error={source.error} /> : null}
        <div>
          <label
            htmlFor={`${id}-json`}
            className="mb-1 block text-[11px] font-bold uppercase tracking-wider text-muted"
          >
            {t('promo.newEvent.definition')}
          </label>
          <textarea
            id={`${id}-json`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
            rows={16}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            placeholder={PLACEHOLDER}
            aria-invalid={showProblem}
            aria-describedby={`${id}-hint${showProblem ? ` ${id}-problem` : ''}`}
            className={`${INPUT} h-auto resize-y py-2 font-mono text-xs leading-relaxed`}
            data-testid="ops-event-json"
          />
          <p id={`${id}-hint`} className="mt-1 text-[11px] text-subtle">
            {t('promo.newEvent.hint')}
          </p>
          {showProblem ? (
            <p
              id={`${id}-problem`}
              role="alert"
              className="mt-1 text-sm text-danger"
              data-testid="ops-event-json-error"
            >
              {problem}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={check} disabled={cost.isPending} data-testid="ops-event-check-cost">
            <Icon name="coins" />
            {cost.isPending ? t('working') : t('promo.checkCost')}
          </Button>
          <Button type="submit" variant="money" disabled={create.isPending} data-testid="ops-event-create">
            <Icon name="check" />
            {create.isPending ? t('working') : t('promo.newEvent.create')}
          </Button>
        </div>
        <ErrorText error={cost.error} />
        <ErrorText error={create.error} />
        {checked ? <EventCostView cost={checked.cost} stale={checked.text !== text} /> : null}
      </form>
    </Panel>
  );
}
