import { type ReactNode, useState } from 'react';

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
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <>{fallback}</>;
  return (
    <img src={src} alt={alt} className={className} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
}
