import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';

export type BarTone = 'success' | 'error';

/**
 * The 310×155 picture (scaled to the dialog), a refresh button, the pieces / markers as children,
 * and the result bar that slides up from the bottom edge (spec §8: success shows the elapsed time).
 */
export function PuzzleImage({
  image,
  alt,
  onRefresh,
  refreshDisabled,
  bar,
  onClick,
  children,
}: {
  image: string;
  alt: string;
  onRefresh: () => void;
  refreshDisabled?: boolean;
  bar?: { tone: BarTone; text: ReactNode } | null;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('captcha');
  return (
    <div className="relative aspect-[2/1] w-full select-none overflow-hidden rounded-lg border border-line-strong bg-surface-2">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: click-word is a pointer puzzle; the slider is its keyboard alternative */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className={cx('absolute inset-0', onClick && 'cursor-crosshair')} onClick={onClick}>
        <img
          src={`data:image/png;base64,${image}`}
          alt={alt}
          draggable={false}
          className="pointer-events-none size-full object-cover"
        />
        {children}
      </div>
      <button
        type="button"
        onClick={onRefresh}
        disabled={refreshDisabled}
        aria-label={t('refresh')}
        title={t('refresh')}
        className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-md bg-bg/80 text-base text-text transition hover:bg-bg/90 disabled:opacity-50"
      >
        <Icon name="refresh" />
      </button>
      <div
        aria-hidden="true"
        className={cx(
          'absolute inset-x-0 bottom-0 flex h-8 items-center gap-2 px-3 text-xs font-bold text-white transition-transform duration-200 motion-reduce:transition-none',
          bar ? 'translate-y-0' : 'translate-y-full',
          bar?.tone === 'error' ? 'bg-danger/90' : 'bg-[#14a35a]/90',
        )}
      >
        {bar ? (
          <>
            <Icon name={bar.tone === 'error' ? 'alert' : 'check'} className="shrink-0 text-sm" />
            <span className="truncate">{bar.text}</span>
          </>
        ) : null}
      </div>
    </div>
  );
}

export function PuzzleSkeleton({ label }: { label: string }) {
  return (
    <div className="grid aspect-[2/1] w-full place-items-center rounded-lg border border-line-strong bg-surface-2">
      <span role="status" className="flex items-center gap-2 text-xs text-muted">
        <span
          aria-hidden="true"
          className="size-4 rounded-full border-2 border-line-strong border-t-accent motion-safe:animate-spin"
        />
        {label}
      </span>
    </div>
  );
}
