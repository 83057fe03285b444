import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { requireLogin } from '../../../lib/sign-in';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../api/support';

export type Attachment = {
  id: string;
  file: File;
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  url?: string;
  error?: string;
};

/**
 * Screenshots of a ticket: each picked file is checked (type, 2 MB) and uploaded at once through
 * `/api/upload_img`; thumbnails show uploading / failed states and can be removed. Uploads need an account, so
 * visitors get a sign-in prompt instead.
 */
export function ImageAttachments({
  items,
  max,
  signedIn,
  onPick,
  onRemove,
  disabled,
}: {
  items: Attachment[];
  max: number;
  signedIn: boolean;
  onPick: (files: File[], problem: string | null) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('support');
  const input = useRef<HTMLInputElement>(null);

  // Object URLs of removed attachments are released by the owner; release the rest on unmount.
  const latest = useRef(items);
  latest.current = items;
  useEffect(
    () => () => {
      for (const a of latest.current) URL.revokeObjectURL(a.preview);
    },
    [],
  );

  const pick = (list: FileList | null) => {
    // Copy first: clearing the input (so the same file can be picked again) empties its live FileList.
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    const room = max - items.length;
    let problem: string | null = null;
    const ok: File[] = [];
    for (const file of files) {
      if (!IMAGE_TYPES.includes(file.type)) problem = t('errors.notImage');
      else if (file.size > MAX_IMAGE_BYTES) problem = t('errors.tooBig');
      else if (ok.length >= room) problem = t('errors.tooMany', { max });
      else ok.push(file);
    }
    onPick(ok, problem);
  };

  if (!signedIn) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-line-strong bg-bg px-3 py-3 text-sm text-muted">
        <Icon name="camera" className="text-subtle" />
        <span className="min-w-0 flex-1">{t('form.signInForImages')}</span>
        <Button size="sm" variant="outline" onClick={() => requireLogin()}>
          {t('form.signIn')}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-label={t('form.images')}>
        {items.map((a, i) => (
          <li
            key={a.id}
            className="relative size-20 overflow-hidden rounded-lg border border-line-strong bg-bg"
            data-testid="support-attachment"
            data-state={a.state}
          >
            <img src={a.preview} alt="" className="size-full object-cover" />
            {a.state === 'uploading' ? (
              <span className="absolute inset-0 grid place-items-center bg-bg/70">
                <Spinner label={t('form.uploading')} />
              </span>
            ) : null}
            {a.state === 'failed' ? (
              <span
                className="absolute inset-x-0 bottom-0 bg-danger/90 px-1 py-0.5 text-center text-[10px] font-bold text-white"
                title={a.error}
              >
                {t('form.uploadFailed')}
              </span>
            ) : null}
            {a.state === 'done' ? (
              <span className="absolute bottom-1 left-1 grid size-5 place-items-center rounded-full bg-money text-[11px] text-[#04220f]">
                <Icon name="check" />
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => onRemove(a.id)}
              aria-label={t('form.removeImage', { n: i + 1 })}
              className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-bg/85 text-sm text-text transition hover:bg-danger"
            >
              <Icon name="close" />
            </button>
          </li>
        ))}
        {items.length < max ? (
          <li>
            <button
              type="button"
              disabled={disabled}
              onClick={() => input.current?.click()}
              className="grid size-20 place-items-center rounded-lg border border-dashed border-line-strong bg-bg text-xs font-semibold text-muted transition hover:border-accent hover:text-accent-2 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50"
            >
              <span className="flex flex-col items-center gap-1">
                <Icon name="camera" className="text-lg" />
                {t('form.addImage')}
              </span>
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="support-file-input"
        onChange={(event) => pick(event.target.files)}
      />
    </div>
  );
}
