import type { Profile } from '@dropforge/shared/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { SafeImage } from '../../../components/ui/SafeImage';

/** Level 0 colour of spec §3. */
export const DEFAULT_VIP_COLOR = '#AEC1D6';

export function vipColor(profile: Pick<Profile, 'svip'>): string {
  const color = profile.svip?.color;
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : DEFAULT_VIP_COLOR;
}

const SIZES = {
  sm: { box: 'size-9', text: 'text-sm', badge: 'h-4 px-1 text-[9px] -bottom-1' },
  md: { box: 'size-11', text: 'text-base', badge: 'h-4 px-1 text-[9px] -bottom-1' },
  lg: { box: 'size-24', text: 'text-3xl', badge: 'h-6 px-2 text-xs -bottom-2' },
} as const;

/** Avatar with a ring in the VIP level's colour and the level badge (spec §2). */
export function UserAvatar({
  profile,
  size = 'sm',
  src,
  className,
}: {
  profile: Pick<Profile, 'name' | 'avatar' | 'svip'>;
  size?: keyof typeof SIZES;
  /** Overrides the profile picture (upload preview). */
  src?: string;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const color = vipColor(profile);
  const s = SIZES[size];
  const initial = (profile.name.trim()[0] ?? '?').toUpperCase();
  return (
    <span className={cx('relative inline-grid shrink-0', s.box, className)}>
      <span
        className="absolute -inset-[3px] rounded-full"
        style={{ background: `conic-gradient(from 210deg, ${color}, ${color}55, ${color})` }}
        aria-hidden="true"
      />
      <span className="relative grid size-full place-items-center overflow-hidden rounded-full border-2 border-bg bg-surface-3">
        <SafeImage
          src={src ?? profile.avatar}
          alt=""
          className="size-full object-cover"
          fallback={
            // The initial stands in for the picture (alt=""): drawn as generated content so it is no text
            // of the buttons and links the avatar sits in (their names stay what they say).
            <span
              aria-hidden="true"
              data-initial={initial}
              className={cx(
                'grid size-full place-items-center font-display font-bold text-white before:content-[attr(data-initial)]',
                s.text,
              )}
              style={{ background: `linear-gradient(135deg, ${color}, #334160)` }}
            />
          }
        />
      </span>
      <span
        className={cx(
          'absolute left-1/2 grid -translate-x-1/2 place-items-center rounded-full border border-bg font-black leading-none text-[#0b0f17] tabular',
          s.badge,
        )}
        style={{ background: color }}
        title={t('header.level', { level: profile.svip?.level ?? 0 })}
      >
        {t('header.levelShort', { level: profile.svip?.level ?? 0 })}
      </span>
    </span>
  );
}
