import { cx } from '../../../components/ui/cx';
import { LayeredImage } from '../../../components/ui/SafeImage';

/** A case drawn in SVG in its colour: shown while the picture loads, and when it cannot. */
function BoxArt({ color, className }: { color: string; className?: string }) {
  return (
    <svg viewBox="0 0 160 120" className={className} aria-hidden="true">
      <ellipse cx="80" cy="108" rx="54" ry="6" fill="#000" opacity=".5" />
      <rect x="22" y="34" width="116" height="70" rx="8" fill={color} opacity=".8" />
      <rect x="22" y="34" width="58" height="70" rx="8" fill="#fff" opacity=".12" />
      <rect x="18" y="26" width="124" height="20" rx="6" fill={color} />
      <rect x="18" y="26" width="124" height="20" rx="6" fill="#000" opacity=".25" />
      <rect x="66" y="20" width="28" height="10" rx="3" fill="#0b0f17" opacity=".7" />
      <path d="M80 64l9 6v11l-9 6-9-6V70z" fill="#0b0f17" opacity=".55" />
      <path d="M80 68l5 3.5v7L80 82l-5-3.5v-7z" fill="#fff" opacity=".7" />
    </svg>
  );
}

/** A case's picture over its drawn stand-in. `className` sizes it. */
export function BoxPicture({ picture, color, className }: { picture: string; color: string; className?: string }) {
  return (
    <LayeredImage
      src={picture}
      alt=""
      className={cx('drop-shadow-[0_6px_10px_rgb(0_0_0/0.5)]', className)}
      placeholder={<BoxArt color={color} className="size-full" />}
    />
  );
}
