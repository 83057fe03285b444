import type { OpsCaseDetail } from '@dropforge/shared/contract/ops';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { MonoValue } from '../../components/ui/MonoValue';
import { Pill } from '../../components/ui/Pill';
import { toast } from '../../components/ui/toast-store';
import { CaseDesigner } from './CaseDesigner';
import { fromLocalInput, money, pct, toLocalInput, when } from './format';
import { useOpsMutation, useOpsQuery } from './hooks';
import { Chip, ConfirmDialog, ErrorText, Field, Input, Panel, QueryView, ScreenTitle, Stat, useLocaleTag } from './ui';

/** One case: its figures and state, publishing (designed cases), enable/disable and the opening window. */
export function CaseDetail() {
  const { t } = useTranslation('ops');
  const { id = '' } = useParams();
  const detail = useOpsQuery('caseDetail', { params: { id } });
  return (
    <div className="space-y-4" data-testid="ops-case">
      <Link to="/ops/cases" className="inline-flex items-center gap-1 text-sm text-muted hover:text-text">
        <Icon name="chevronLeft" />
        {t('cases.back')}
      </Link>
      <QueryView query={detail} skeleton="h-72">
        {(c) => <CaseBody key={`${c.id}:${c.version}`} c={c} />}
      </QueryView>
    </div>
  );
}

function CaseBody({ c }: { c: OpsCaseDetail }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [confirm, setConfirm] = useState(false);
  const publish = useOpsMutation('publishCase', {
    onSuccess: (result) => {
      setConfirm(false);
      toast.success(t('cases.published', { version: result.version }));
    },
  });
  const publishable = c.source === 'designed' && (c.state === 'draft' || c.draft_pending);

  return (
    <>
      <ScreenTitle
        title={c.name}
        actions={
          publishable ? (
            <Button onClick={() => setConfirm(true)} data-testid="ops-publish">
              <Icon name="bolt" />
              {t('cases.publish')}
            </Button>
          ) : null
        }
      />
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="font-mono text-xs text-subtle">{c.id}</span>
        <Chip state={c.source} label={t(`cases.sources.${c.source}`)} />
        <Chip state={c.state} />
        <Chip state={c.enabled ? 'enabled' : 'disabled'} />
        {c.draft_pending ? <Pill tone="accent">{t('cases.draftPending')}</Pill> : null}
        <Pill>v{c.version}</Pill>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label={t('cases.price')} value={c.price === null ? '—' : money(c.price)} tone="text-money" />
        <Stat label={t('cases.rtp')} value={pct(c.rtp, 2)} tone="text-accent-2" />
        <Stat label={t('cases.items')} value={String(c.items)} />
        <Stat
          label={t('cases.window')}
          value={c.available_from || c.available_until ? t('cases.scheduled') : t('cases.always')}
        />
      </div>
      <dl>
        <MonoValue label={t('cases.hash')} value={c.contents_hash} empty="—" />
      </dl>
      <StatePanel c={c} tag={tag} />
      {c.source === 'designed' ? (
        <section aria-label={t('cases.editDraft')} className="space-y-2">
          <h2 className="font-display text-xl font-bold uppercase tracking-wide">{t('cases.editDraft')}</h2>
          <CaseDesigner existing={{ id: c.id }} draft={c.draft} />
        </section>
      ) : (
        <p className="text-sm text-muted">{t('cases.contentNote')}</p>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('cases.publishTitle', { name: c.name })}
        body={t('cases.publishBody')}
        confirmLabel={t('cases.publish')}
        onConfirm={() => publish.mutate({ params: { id: c.id } })}
        pending={publish.isPending}
        error={publish.error}
      />
    </>
  );
}

/** Enable or disable the case, and the window (local time in, ISO out) it opens in. */
function StatePanel({ c, tag }: { c: OpsCaseDetail; tag: string }) {
  const { t } = useTranslation('ops');
  const [from, setFrom] = useState(toLocalInput(c.available_from));
  const [until, setUntil] = useState(toLocalInput(c.available_until));
  const toggle = useOpsMutation('caseState', { toastErrors: true });
  const schedule = useOpsMutation('caseState', { onSuccess: () => toast.success(t('saved')) });
  const order = from && until && new Date(from) >= new Date(until);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (order) return;
    schedule.mutate({
      params: { id: c.id },
      body: { enabled: c.enabled, available_from: fromLocalInput(from), available_until: fromLocalInput(until) },
    });
  };

  return (
    <Panel title={t('cases.stateTitle')}>
      <div className="flex flex-wrap items-center gap-3">
        <Chip state={c.enabled ? 'enabled' : 'disabled'} />
        <Button
          size="sm"
          variant={c.enabled ? 'secondary' : 'money'}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ params: { id: c.id }, body: { enabled: !c.enabled } })}
          data-testid="ops-enable"
          aria-pressed={c.enabled}
        >
          {c.enabled ? t('cases.disable') : t('cases.enable')}
        </Button>
        <span className="text-xs text-muted">
          {t('cases.windowNow', { from: when(c.available_from, tag), until: when(c.available_until, tag) })}
        </span>
      </div>
      <form onSubmit={save} className="mt-4 flex flex-wrap items-end gap-3">
        <Field label={t('cases.from')} className="w-56">
          <Input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} data-testid="ops-from" />
        </Field>
        <Field label={t('cases.until')} className="w-56">
          <Input
            type="datetime-local"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            aria-invalid={Boolean(order)}
            data-testid="ops-until"
          />
        </Field>
        <Button type="submit" variant="secondary" disabled={schedule.isPending || Boolean(order)}>
          {t('cases.saveWindow')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setFrom('');
            setUntil('');
          }}
        >
          {t('cases.clearWindow')}
        </Button>
      </form>
      {order ? <p className="mt-2 text-sm text-danger">{t('cases.windowOrder')}</p> : null}
      <ErrorText error={schedule.error} />
    </Panel>
  );
}
