import { cx } from '../../../components/ui/cx';
import { SafeImage } from '../../../components/ui/SafeImage';

const TINTS = ['#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39', '#3ee089', '#5e98d9'];

function tintOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? '#4b69ff';
}

/** A player's round avatar, or their initial on a colour of their own when the picture is missing. */
export function Avatar({
  name,
  avatar,
  ring,
  className,
}: {
  name: string;
  avatar: string;
  ring?: string;
  className?: string;
}) {
  const tint = tintOf(name);
  return (
    <span
      aria-hidden="true"
      className={cx('grid shrink-0 place-items-center overflow-hidden rounded-full bg-surface-3 ring-2', className)}
      style={{ '--tw-ring-color': ring ?? `${tint}99` } as React.CSSProperties}
    >
      <SafeImage
        src={avatar}
        alt=""
        className="size-full object-cover"
        fallback={
          <span
            className="grid size-full place-items-center font-display font-bold leading-none text-white"
            style={{ background: `linear-gradient(135deg, ${tint}, #273247)` }}
          >
            {(name.trim()[0] ?? '?').toUpperCase()}
          </span>
        }
      />
    </span>
  );
}
