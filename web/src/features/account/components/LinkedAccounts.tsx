import type { Profile } from '@dropforge/shared/contract';
import { steamRoutes } from '@dropforge/shared/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/Pill';
import { toast } from '../../../components/ui/toast-store';
import { SettingCard } from './SettingCard';

/** Links Steam to the signed-in account (no terms box or captcha); comes back to /my?steam_linked=1. */
const STEAM_LINK_URL = `${steamRoutes.auth.path}?link=1`;

export function SteamCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const linked = Boolean(profile.steam_id);
  return (
    <SettingCard
      id="steam-title"
      icon="steam"
      color="#66c0f4"
      title={t('my.steam.title')}
      body={t('my.steam.body')}
      aside={linked ? <Pill tone="money">{t('my.steam.linked')}</Pill> : null}
    >
      {linked ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-bg/60 px-3 py-2.5">
          <div>
            <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('my.steam.steamId')}</p>
            <p className="font-mono text-sm font-semibold tabular" data-testid="steam-id">
              {profile.steam_id}
            </p>
          </div>
          <a
            href={`https://steamcommunity.com/profiles/${profile.steam_id}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-xs font-semibold text-accent-2 hover:underline"
          >
            {t('my.steam.profile')}
            <Icon name="external" />
          </a>
        </div>
      ) : (
        <a
          href={STEAM_LINK_URL}
          data-testid="steam-link"
          className={buttonClass(
            'secondary',
            'md',
            'border-[#66c0f4]/40 bg-gradient-to-r from-[#1b2838] to-[#2a475e] text-white hover:border-[#66c0f4]/80',
          )}
        >
          <Icon name="steam" className="text-lg text-[#66c0f4]" />
          {t('my.steam.link')}
        </a>
      )}
    </SettingCard>
  );
}

export function ReferralCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const code = profile.extension.extension_code;
  const parent = profile.parent.extension_code;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(t('my.referral.copied'));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('errors:generic'));
    }
  };

  return (
    <SettingCard
      id="referral-title"
      icon="users"
      color="#8847ff"
      title={t('my.referral.title')}
      body={t('my.referral.body')}
      aside={<Pill tone="soon">{t('my.referral.level', { level: profile.extension.current_level })}</Pill>}
    >
      <div className="flex items-center gap-2 rounded-lg border border-dashed border-restricted/60 bg-restricted/10 p-1.5 pl-4">
        <span className="flex-1 font-mono text-lg font-bold tracking-[0.2em] text-text" data-testid="referral-code">
          {code}
        </span>
        <button
          type="button"
          onClick={copy}
          className={buttonClass('secondary', 'sm', 'h-9')}
          aria-label={`${t('my.referral.copy')} ${code}`}
        >
          <Icon name={copied ? 'check' : 'copy'} />
          {copied ? t('my.referral.copied') : t('my.referral.copy')}
        </button>
      </div>
      {parent ? <p className="mt-2 text-xs text-subtle">{t('my.referral.invitedBy', { code: parent })}</p> : null}
    </SettingCard>
  );
}
