import type { ContentEntry } from '@dropforge/shared/contract/ops-content';
import type { Lang } from '@dropforge/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { toast } from '../../components/ui/toast-store';
import { SharedPanel, Switch, TextsPanel } from './ContentFields';
import { OriginPill } from './ContentList';
import { ContentPreview } from './ContentPreview';
import {
  type ContentKind,
  type Draft,
  type DraftProblem,
  draftOf,
  emptyDraft,
  fieldsOf,
  problemsOf,
  sameDraft,
} from './contentModel';
import { OPS_KEY, useOpsMutation, useOpsQuery } from './hooks';
import { ErrorText, Panel, QueryView } from './ui';

/**
 * One entry of a kind, new (`id` = 'new') or loaded. `onDirty` hears whether there are unsaved changes (the screen
 * asks before leaving them); `onCreated` gets the id a new entry was saved under.
 */
export function ContentEditor({
  kind,
  id,
  onBack,
  onDirty,
  onCreated,
}: {
  kind: ContentKind;
  id: number | 'new';
  onBack: () => void;
  onDirty: (dirty: boolean) => void;
  onCreated: (id: number) => void;
}) {
  const entry = useOpsQuery('contentEntry', { params: { kind, id: id === 'new' ? 0 : id } }, { enabled: id !== 'new' });
  if (id === 'new') {
    return <EditorForm kind={kind} entry={null} onBack={onBack} onDirty={onDirty} onCreated={onCreated} />;
  }
  return (
    <div className="space-y-4">
      <BackButton onBack={onBack} />
      <QueryView query={entry} skeleton="h-96">
        {(data) => (
          <EditorForm
            key={`${data.kind}-${data.id}`}
            kind={kind}
            entry={data}
            onDirty={onDirty}
            onCreated={onCreated}
            onBack={null}
          />
        )}
      </QueryView>
    </div>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('ops');
  return (
    <Button variant="ghost" size="sm" onClick={onBack} data-testid="ops-content-back">
      <Icon name="chevronLeft" />
      {t('content.editor.back')}
    </Button>
  );
}

function problemText(t: (key: string, options?: Record<string, unknown>) => string, problem: DraftProblem): string {
  const field = 'field' in problem ? t(`content.field.${problem.field}`) : '';
  return t(`content.problem.${problem.key}`, { field });
}

function EditorForm({
  kind,
  entry,
  onBack,
  onDirty,
  onCreated,
}: {
  kind: ContentKind;
  entry: ContentEntry | null;
  onBack: (() => void) | null;
  onDirty: (dirty: boolean) => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('ops');
  const client = useQueryClient();
  const [baseline, setBaseline] = useState<Draft>(() => (entry ? draftOf(entry) : emptyDraft()));
  const [draft, setDraft] = useState<Draft>(baseline);
  const [lang, setLang] = useState<Lang>('en');
  const [origin, setOrigin] = useState(entry?.origin ?? null);
  const dirty = !sameDraft(draft, baseline, kind);
  const problems = problemsOf(kind, draft);

  useEffect(() => {
    onDirty(dirty);
  }, [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const saved = (result: ContentEntry) => {
    const next = draftOf(result);
    setBaseline(next);
    setDraft(next);
    setOrigin(result.origin);
    client.setQueryData([OPS_KEY, 'contentEntry', { params: { kind, id: result.id } }], result);
    toast.success(t('content.editor.saved', { title: result.title || result.fields.title.en || '' }));
    if (!entry) onCreated(result.id);
  };
  const create = useOpsMutation('createContent', { refresh: ['contentList'], onSuccess: saved });
  const edit = useOpsMutation('editContent', { refresh: ['contentList'], onSuccess: saved });
  const saving = create.isPending || edit.isPending;
  const canSave = dirty && problems.length === 0 && !saving;

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    const body = { published: draft.published, fields: fieldsOf(kind, draft) };
    if (entry) edit.mutate({ params: { kind, id: entry.id }, body });
    else create.mutate({ params: { kind }, body });
  };

  const setText = (field: keyof Draft['texts'], code: Lang, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [field]: { ...d.texts[field], [code]: value } } }));
  const title = entry ? t('content.editor.editTitle', { title: entry.title || entry.id }) : t(`content.new.${kind}`);

  return (
    <form onSubmit={onSave} className="space-y-4" data-testid="ops-content-editor" noValidate>
      {onBack ? <BackButton onBack={onBack} /> : null}
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 font-display text-xl font-bold uppercase tracking-wide break-words sm:text-2xl">
          {title}
        </h2>
        {origin ? <OriginPill origin={origin} /> : null}
        {dirty ? (
          <Pill tone="soon" data-testid="ops-content-dirty">
            {t('content.editor.unsaved')}
          </Pill>
        ) : null}
      </header>
      <p className="flex items-start gap-2 rounded-xl border border-info/35 bg-info/10 px-3 py-2 text-sm text-[#cfe6ff]">
        <Icon name="info" className="mt-0.5 shrink-0 text-[#8cc6ff]" />
        <span data-testid="ops-content-origin-note">{t(`content.originNote.${origin ?? 'new'}`)}</span>
      </p>
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <TextsPanel kind={kind} draft={draft} lang={lang} onLang={setLang} onText={setText} problems={problems} />
          <SharedPanel
            kind={kind}
            draft={draft}
            onShared={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
            problems={problems}
          />
          <Panel className="sticky bottom-2 z-10 shadow-[0_-10px_30px_-12px_rgb(0_0_0/0.8)] xl:static xl:shadow-none">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Switch
                checked={draft.published}
                onChange={(published) => setDraft((d) => ({ ...d, published }))}
                label={draft.published ? t('content.editor.publishedOn') : t('content.editor.publishedOff')}
                testId="ops-content-published"
              />
              <Button type="submit" variant="money" disabled={!canSave} data-testid="ops-content-save">
                <Icon name="check" />
                {saving ? t('working') : t('content.editor.save')}
              </Button>
            </div>
            {problems.length > 0 ? (
              <ul className="mt-3 space-y-1 text-xs text-warning" data-testid="ops-content-problems">
                {problems.map((p) => (
                  <li key={`${p.key}-${'field' in p ? p.field : ''}`} className="flex items-start gap-1.5">
                    <Icon name="alert" className="mt-0.5 shrink-0" />
                    {problemText(t, p)}
                  </li>
                ))}
              </ul>
            ) : null}
            <ErrorText error={create.error ?? edit.error} />
          </Panel>
        </div>
        <ContentPreview
          kind={kind}
          lang={lang}
          fields={problems.length === 0 ? fieldsOf(kind, draft) : null}
          blocked={problems.length === 0 ? null : t('content.preview.blocked')}
        />
      </div>
    </form>
  );
}
