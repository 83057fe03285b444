import { type ReactNode, useState } from 'react';
import { cx } from './cx';

/** An image that swaps to `fallback` when the URL is empty or fails to load (remote hosts may be unreachable). */
export function SafeImage({
  src,
  alt,
  className,
  fallback,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  fallback: ReactNode;
}) {
  // The URL that failed (not a flag), so a reused element tries a new `src` again.
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) return <>{fallback}</>;
  return (
    <img src={src} alt={alt} className={className} loading="lazy" decoding="async" onError={() => setFailed(src)} />
  );
}

/**
 * `placeholder` shows until the picture has loaded, then the picture fades in over it (both share one
 * grid cell sized by `className`); an empty or unreachable URL leaves the placeholder. Unlike SafeImage,
 * a lazy or slow picture never leaves an empty box (reels, long grids).
 */
export function LayeredImage({
  src,
  alt,
  className,
  imgClassName,
  placeholder,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  imgClassName?: string;
  placeholder: ReactNode;
}) {
  const [state, setState] = useState<{ src: string; ok: boolean }>();
  const settled = state?.src === src ? state : undefined;
  return (
    <span className={cx('grid *:[grid-area:1/1]', className)}>
      {settled?.ok ? null : placeholder}
      {src && settled?.ok !== false ? (
        <img
          src={src}
          alt={alt}
          className={cx(
            'size-full object-contain transition-opacity duration-300',
            settled?.ok ? 'opacity-100' : 'opacity-0',
            imgClassName,
          )}
          loading="lazy"
          decoding="async"
          onLoad={() => setState({ src, ok: true })}
          onError={() => setState({ src, ok: false })}
        />
      ) : null}
    </span>
  );
}
