import type { Profile } from '@dropforge/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { AVATAR_TYPES, MAX_AVATAR_BYTES, useAvatarUpload } from '../api/account';
import { UserAvatar } from './UserAvatar';

/** Big avatar with a camera button: pick an image (≤ 2 MB), preview it, then upload or cancel. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useAvatarUpload();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const choose = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    if (!picked.type.startsWith('image/') || !AVATAR_TYPES.includes(picked.type)) {
      toast.error(t('my.avatar.notImage'));
      return;
    }
    if (picked.size > MAX_AVATAR_BYTES) {
      toast.error(t('my.avatar.tooBig'));
      return;
    }
    setFile(picked);
  };

  const save = () => {
    if (!file || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(t('my.avatar.uploaded'));
        setFile(null);
      },
    });
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        <UserAvatar profile={profile} size="lg" src={preview ?? undefined} />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-label={t('my.avatar.change')}
          title={t('my.avatar.change')}
          className="absolute -right-1 bottom-2 grid size-9 place-items-center rounded-full border-2 border-surface bg-accent text-base text-accent-ink shadow-lg transition hover:brightness-110"
        >
          <Icon name="camera" />
        </button>
        <input
          ref={input}
          type="file"
          name="avatar"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {file ? (
        <div className="flex flex-col items-center gap-2">
          <div className="flex gap-2">
            <Button size="sm" onClick={save} disabled={upload.isPending}>
              <Icon name="check" />
              {t('my.avatar.upload')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setFile(null)} disabled={upload.isPending}>
              {t('my.avatar.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-1 text-center text-[11px] text-subtle">{t('my.avatar.hint')}</p>
      )}
    </div>
  );
}
