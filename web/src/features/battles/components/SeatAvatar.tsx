import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';

const TINTS = ['#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39', '#3ee089', '#5e98d9'];

function tintOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? '#4b69ff';
}

/** A seat's round avatar: the picture, a robot for a bot, or the initial on a colour of the player's own. */
export function SeatAvatar({
  name,
  avatar,
  bot = false,
  ring,
  className,
}: {
  name: string;
  avatar: string;
  bot?: boolean;
  /** Ring colour (a team, the winner). */
  ring?: string;
  className?: string;
}) {
  const tint = bot ? '#5e98d9' : tintOf(name);
  const fallback = (
    <span
      className="grid size-full place-items-center font-display font-bold leading-none text-white"
      style={{ background: `linear-gradient(135deg, ${tint}, #273247)` }}
    >
      {bot ? <Icon name="bolt" /> : (name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
  return (
    <span
      aria-hidden="true"
      className={cx('grid shrink-0 place-items-center overflow-hidden rounded-full bg-surface-3 ring-2', className)}
      style={{ '--tw-ring-color': ring ?? `${tint}aa` } as React.CSSProperties}
    >
      {bot ? fallback : <SafeImage src={avatar} alt="" className="size-full object-cover" fallback={fallback} />}
    </span>
  );
}
