import { cx } from '../../../components/ui/cx';
import { SafeImage } from '../../../components/ui/SafeImage';

const TINTS = ['#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39', '#3ee089', '#5e98d9'];

function tintOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? '#4b69ff';
}

/**
 * A player's small round avatar; their initials on a colour of their own when there is no picture. `className`
 * sizes it and sets the initials' font size.
 */
export function DropAvatar({
  name,
  avatar,
  initials,
  className,
}: {
  name: string;
  avatar: string;
  initials: string;
  className?: string;
}) {
  const tint = tintOf(name);
  return (
    <span
      className={cx('grid shrink-0 place-items-center overflow-hidden rounded-full bg-surface-3 ring-1', className)}
      style={{ '--tw-ring-color': `${tint}aa` } as React.CSSProperties}
      aria-hidden="true"
    >
      <SafeImage
        src={avatar}
        alt=""
        className="size-full object-cover"
        fallback={
          // Generated content, like the picture it stands in for: no text inside the drop's link.
          <span
            data-initials={initials}
            className="grid size-full place-items-center font-display font-bold leading-none text-white before:content-[attr(data-initials)]"
            style={{ background: `linear-gradient(135deg, ${tint}, #273247)` }}
          />
        }
      />
    </span>
  );
}
