import type { FeedbackType, SupportInfo } from '@dropforge/shared/contract';
import { LANG_TAGS } from '@dropforge/shared/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/api';
import { currentLang } from '../../../lib/locale';
import { useNow } from '../../../lib/useNow';
import { useUser } from '../../../lib/user';
import { CONTENT_MAX, CONTENT_MIN, uploadImage, useSendFeedback } from '../api/support';
import { type Attachment, ImageAttachments } from './ImageAttachments';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Field = 'type' | 'content' | 'email';

const FIELD =
  'w-full rounded-lg border bg-bg px-3 text-sm text-text placeholder:text-subtle transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25';

/** The help form (spec §2, §3): category, description, screenshots, contact e-mail → a ticket number. */
export function SupportForm({ info }: { info: SupportInfo }) {
  const { t } = useTranslation('support');
  const uid = useId();
  const { profile } = useUser();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [email, setEmail] = useState(profile?.email ?? '');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // Over the ticket limit: when a new request may be sent (the server's wait).
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const now = useNow(retryAt !== null, 1000);
  const waiting = retryAt !== null && now < retryAt;
  const [ticket, setTicket] = useState<{ number: string; email: string } | null>(null);
  const send = useSendFeedback();
  const ticketRef = useRef<HTMLDivElement>(null);

  // The account's address arrives after the first render when the profile loads.
  useEffect(() => {
    if (profile?.email) setEmail((current) => current || profile.email || '');
  }, [profile?.email]);
  useEffect(() => {
    if (ticket) ticketRef.current?.focus();
  }, [ticket]);

  const update = (id: string, patch: Partial<Attachment>) =>
    setAttachments((list) => list.map((a) => (a.id === id ? { ...a, ...patch } : a)));

  const addFiles = (files: File[], problem: string | null) => {
    if (problem) toast.error(problem);
    for (const file of files) {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setAttachments((list) => [...list, { id, file, preview: URL.createObjectURL(file), state: 'uploading' }]);
      uploadImage(file).then(
        (url) => update(id, { state: 'done', url }),
        (error: Error) => update(id, { state: 'failed', error: error.message }),
      );
    }
  };
  const remove = (id: string) =>
    setAttachments((list) => {
      const gone = list.find((a) => a.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((a) => a.id !== id);
    });

  const uploading = attachments.some((a) => a.state === 'uploading');

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!type) found.type = t('errors.category');
    if (content.trim().length < CONTENT_MIN) found.content = t('errors.description', { min: CONTENT_MIN });
    if (!EMAIL.test(email.trim())) found.email = t('errors.email');
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const submit = () => {
    if (send.isPending) return;
    setServerError(null);
    if (!validate() || !type) return;
    if (uploading) return setServerError(t('errors.waitUploads'));
    if (waiting) return;
    const image = attachments.flatMap((a) => (a.state === 'done' && a.url ? [a.url] : []));
    send.mutate(
      { type, content: content.trim(), email: email.trim(), image },
      {
        onSuccess: (data) => {
          setTicket({ number: data.ticket, email: email.trim() });
          for (const a of attachments) URL.revokeObjectURL(a.preview);
          setAttachments([]);
          setContent('');
          setType('');
        },
        // The message itself is shown by the app's error toast (spec §8); the form adds what helps next.
        onError: (error) => {
          const field = isApiError(error, 400) ? (error.data as { field?: string } | null)?.field : undefined;
          if (field === 'email') setProblems({ email: error.message });
          const seconds = isApiError(error, 429) ? (error.data as { seconds?: number } | null)?.seconds : undefined;
          if (typeof seconds === 'number') setRetryAt(Date.now() + seconds * 1000);
        },
      },
    );
  };

  if (ticket) {
    return (
      <div
        ref={ticketRef}
        tabIndex={-1}
        role="status"
        data-testid="support-success"
        className="rounded-2xl border border-money/40 bg-money/10 p-6 text-center outline-none motion-safe:animate-fade-up"
      >
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-money text-2xl text-[#04220f]">
          <Icon name="check" />
        </span>
        <h3 className="mt-3 font-display text-2xl font-bold uppercase tracking-wide">{t('success.title')}</h3>
        <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-muted">{t('success.ticket')}</p>
        <div className="mt-1 flex items-center justify-center gap-2">
          <strong data-testid="support-ticket" className="font-mono text-2xl tracking-wider text-text sm:text-3xl">
            {ticket.number}
          </strong>
          <button
            type="button"
            onClick={() =>
              navigator.clipboard?.writeText(ticket.number).then(
                () => toast.success(t('success.copied')),
                () => undefined,
              )
            }
            aria-label={t('success.copy')}
            title={t('success.copy')}
            className="grid size-9 place-items-center rounded-lg border border-line-strong bg-surface-2 text-text transition hover:bg-surface-3"
          >
            <Icon name="copy" />
          </button>
        </div>
        <p className="mx-auto mt-4 max-w-md text-sm text-muted">
          {t('success.body', { email: ticket.email, hours: info.reply_hours })}
        </p>
        <Button variant="secondary" className="mt-5" onClick={() => setTicket(null)}>
          {t('success.another')}
        </Button>
      </div>
    );
  }

  const error = (field: Field) =>
    problems[field] ? (
      <p id={`${uid}-${field}-error`} role="alert" className="mt-1.5 text-xs font-semibold text-[#ff9a9a]">
        {problems[field]}
      </p>
    ) : null;
  const described = (field: Field, hint?: boolean) =>
    [hint ? `${uid}-${field}-hint` : '', problems[field] ? `${uid}-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form
      noValidate
      data-testid="support-form"
      aria-busy={send.isPending}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${uid}-type`} className="mb-1.5 block text-sm font-semibold">
            {t('form.category')}
          </label>
          <select
            id={`${uid}-type`}
            name="type"
            value={type}
            aria-invalid={problems.type ? true : undefined}
            aria-describedby={described('type')}
            onChange={(event) => {
              setType(event.target.value as FeedbackType);
              setProblems((p) => ({ ...p, type: undefined }));
            }}
            className={cx(FIELD, 'h-11', problems.type ? 'border-danger' : 'border-line-strong')}
          >
            <option value="" disabled>
              {t('form.categoryPlaceholder')}
            </option>
            {info.types.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </select>
          {error('type')}
        </div>
        <div>
          <label htmlFor={`${uid}-email`} className="mb-1.5 block text-sm font-semibold">
            {t('form.email')}
          </label>
          <input
            id={`${uid}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={described('email', true)}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblems((p) => ({ ...p, email: undefined }));
            }}
            className={cx(FIELD, 'h-11', problems.email ? 'border-danger' : 'border-line-strong')}
          />
          <p id={`${uid}-email-hint`} className="mt-1.5 text-xs text-muted">
            {t('form.emailHint')}
          </p>
          {error('email')}
        </div>
      </div>

      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-2">
          <label htmlFor={`${uid}-content`} className="text-sm font-semibold">
            {t('form.description')}
          </label>
          <span className="text-xs text-subtle tabular" aria-hidden="true">
            {t('form.count', { count: content.length, max: CONTENT_MAX })}
          </span>
        </div>
        <textarea
          id={`${uid}-content`}
          name="content"
          rows={6}
          maxLength={CONTENT_MAX}
          value={content}
          placeholder={t('form.descriptionHint')}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={described('content')}
          onChange={(event) => {
            setContent(event.target.value);
            setProblems((p) => ({ ...p, content: undefined }));
          }}
          className={cx(FIELD, 'min-h-32 resize-y py-2.5', problems.content ? 'border-danger' : 'border-line-strong')}
        />
        {error('content')}
      </div>

      <div>
        <p className="mb-1.5 text-sm font-semibold">{t('form.images')}</p>
        <p className="mb-2 text-xs text-muted">{t('form.imagesHint', { max: info.max_images })}</p>
        <ImageAttachments
          items={attachments}
          max={info.max_images}
          signedIn={profile !== null}
          onPick={addFiles}
          onRemove={remove}
          disabled={send.isPending}
        />
      </div>

      {waiting && retryAt !== null ? (
        <p
          role="alert"
          data-testid="support-wait"
          className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2.5 text-sm font-semibold text-warning"
        >
          <Icon name="clock" className="mt-0.5 shrink-0" />
          {t('errors.waitUntil', {
            time: new Intl.DateTimeFormat(LANG_TAGS[currentLang()], { hour: '2-digit', minute: '2-digit' }).format(
              new Date(retryAt),
            ),
          })}
        </p>
      ) : null}
      {serverError ? (
        <p
          role="alert"
          data-testid="support-error"
          className="flex items-start gap-2 rounded-lg border border-danger/50 bg-danger/10 px-3 py-2.5 text-sm font-semibold text-[#ffb3b3]"
        >
          <Icon name="alert" className="mt-0.5 shrink-0" />
          {serverError}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={send.isPending || uploading || waiting} data-testid="support-submit">
          {send.isPending ? (
            <span
              aria-hidden="true"
              className="size-4 rounded-full border-2 border-accent-ink/30 border-t-accent-ink motion-safe:animate-spin"
            />
          ) : (
            <Icon name="mail" />
          )}
          {send.isPending ? t('form.sending') : t('form.submit')}
        </Button>
        {uploading ? <span className="text-xs text-muted">{t('form.uploading')}</span> : null}
      </div>
    </form>
  );
}
