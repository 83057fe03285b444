import type { Profile } from '@dropforge/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Icon, type IconName } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { useUpdateProfile } from '../api/account';
import { AvatarUpload } from './AvatarUpload';
import { vipColor } from './UserAvatar';

/** contract/auth.ts USERNAME (copied: zod stays out of the bundle). */
const USERNAME = /^[\p{L}\p{N}_. -]{3,20}$/u;

/** Profile card of /my: avatar upload, name edit, level, e-mail, the three balances. */
export function ProfileCard({ profile, localeTag }: { profile: Profile; localeTag: string }) {
  const { t } = useTranslation('account');
  const color = vipColor(profile);
  const joined = new Date(profile.created_at);
  const date = Number.isNaN(joined.getTime())
    ? profile.created_at
    : new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium' }).format(joined);
  const balances: Array<{ key: string; icon: IconName; value: string; tone: string }> = [
    { key: 'balance', icon: 'wallet', value: formatAmount(profile.money), tone: 'text-money' },
    { key: 'coins', icon: 'coins', value: formatAmount(profile.score, ''), tone: 'text-[#ffd66b]' },
    { key: 'shopScore', icon: 'token', value: formatAmount(profile.shop_score, ''), tone: 'text-contraband' },
  ];

  return (
    <Card className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-28"
        style={{ background: `linear-gradient(135deg, ${color}55, #8847ff33 55%, transparent)` }}
      />
      <div aria-hidden="true" className="grid-noise absolute inset-x-0 top-0 h-28 opacity-50" />
      <div className="relative flex flex-col items-center px-5 pt-8 pb-5 text-center">
        <AvatarUpload profile={profile} />
        <NameEditor profile={profile} />
        <p className="mt-1 text-xs text-subtle">
          {t('my.userId', { id: profile.id })} · {t('my.memberSince', { date })}
        </p>
        <span
          className="mt-3 inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-bold"
          style={{ color, borderColor: `${color}66`, background: `${color}14` }}
        >
          <Icon name="crown" />
          {t('header.level', { level: profile.svip.level })}
        </span>
      </div>
      <dl className="relative border-t border-line px-5 py-4">
        <div className="flex items-center gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-3 text-lg text-info">
            <Icon name="mail" />
          </span>
          <div className="min-w-0 text-left">
            <dt className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('my.profile.email')}</dt>
            <dd className="truncate text-sm font-semibold" data-testid="profile-email">
              {profile.email || t('my.profile.noEmail')}
            </dd>
          </div>
        </div>
      </dl>
      <div className="relative border-t border-line p-5">
        <h2 className="mb-3 text-[11px] font-bold uppercase tracking-wider text-subtle">{t('my.balances')}</h2>
        <ul className="grid grid-cols-3 gap-2">
          {balances.map((item) => (
            <li key={item.key} className="rounded-lg border border-line bg-bg/60 px-2 py-2.5 text-center">
              <Icon name={item.icon} className={`mx-auto text-lg ${item.tone}`} />
              <p className={`mt-1 text-sm font-extrabold tabular ${item.tone}`}>{item.value}</p>
              <p className="text-[10px] font-semibold uppercase tracking-wide text-subtle">{t(`header.${item.key}`)}</p>
            </li>
          ))}
        </ul>
        <ButtonLink to="/pay" variant="money" className="mt-3 w-full">
          <Icon name="plus" />
          {t('my.deposit')}
        </ButtonLink>
      </div>
    </Card>
  );
}

function NameEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(profile.name);
  const update = useUpdateProfile();

  if (!editing) {
    return (
      <div className="mt-4 flex max-w-full items-center gap-1.5">
        <h2 className="truncate font-display text-2xl font-bold tracking-wide" data-testid="profile-name">
          {profile.name}
        </h2>
        <button
          type="button"
          onClick={() => {
            setName(profile.name);
            setEditing(true);
          }}
          aria-label={t('my.profile.edit')}
          title={t('my.profile.edit')}
          className="grid size-8 shrink-0 place-items-center rounded-md text-muted transition hover:bg-surface-3 hover:text-text"
        >
          <Icon name="edit" />
        </button>
      </div>
    );
  }

  const save = () => {
    const next = name.trim();
    if (next === profile.name) return setEditing(false);
    if (!USERNAME.test(next)) return toast.error(t('auth:validation.username'));
    update.mutate(
      { name: next },
      {
        onSuccess: () => {
          toast.success(t('my.profile.saved'));
          setEditing(false);
        },
      },
    );
  };

  return (
    <form
      className="mt-4 flex w-full max-w-xs items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label className="sr-only" htmlFor="profile-name-input">
        {t('my.profile.name')}
      </label>
      <input
        id="profile-name-input"
        name="name"
        value={name}
        maxLength={20}
        onChange={(event) => setName(event.target.value)}
        className="h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-bg px-3 text-sm focus:border-accent focus:outline-none"
      />
      <Button type="submit" size="sm" className="h-10" disabled={update.isPending}>
        {t('my.profile.save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" className="h-10" onClick={() => setEditing(false)}>
        {t('my.profile.cancel')}
      </Button>
    </form>
  );
}
