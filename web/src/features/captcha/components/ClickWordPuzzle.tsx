import type { CaptchaGetData } from '@dropforge/shared/contract';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, type Point } from '../api/captcha';
import { type BarTone, PuzzleImage } from './PuzzleImage';

/** Spec §9: click-word takes 3 clicks, in the order of `wordList`. */
const CLICKS = 3;

/**
 * Click-word puzzle: click the listed characters in order; each click leaves a numbered marker
 * (click a marker to take it and the later ones back). The third click sends the points.
 */
export function ClickWordPuzzle({
  data,
  busy,
  bar,
  onRefresh,
  onStart,
  onSubmit,
}: {
  data: CaptchaGetData;
  busy: boolean;
  bar: { tone: BarTone; text: ReactNode } | null;
  onRefresh: () => void;
  onStart: () => void;
  onSubmit: (points: Point[]) => void;
}) {
  const { t } = useTranslation('captcha');
  const [points, setPoints] = useState<Point[]>([]);
  const words = data.wordList ?? [];

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (busy || points.length >= CLICKS) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const point = {
      x: Math.round(((event.clientX - rect.left) / rect.width) * CAPTCHA_WIDTH),
      y: Math.round(((event.clientY - rect.top) / rect.height) * CAPTCHA_HEIGHT),
    };
    if (points.length === 0) onStart();
    const next = [...points, point];
    setPoints(next);
    if (next.length === CLICKS) onSubmit(next);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>{t('clickWord.hint')}</span>
        <ol className="flex gap-1.5">
          {words.map((word, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one puzzle and may repeat characters
              key={index}
              className={cx(
                'grid h-8 min-w-8 place-items-center rounded-md border px-1.5 text-base font-bold',
                index < points.length
                  ? 'border-money/50 bg-money/12 text-money'
                  : index === points.length
                    ? 'border-accent bg-accent/15 text-accent-2'
                    : 'border-line-strong bg-surface-2 text-text',
              )}
            >
              {word}
            </li>
          ))}
        </ol>
      </div>
      <PuzzleImage
        image={data.originalImageBase64}
        alt={t('clickWord.image')}
        onRefresh={onRefresh}
        refreshDisabled={busy}
        bar={bar}
        onClick={onClick}
      >
        {points.map((point, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: markers are ordered clicks
            key={index}
            type="button"
            disabled={busy}
            aria-label={t('clickWord.marker', { number: index + 1 })}
            onClick={(event) => {
              event.stopPropagation();
              setPoints(points.slice(0, index));
            }}
            className="absolute grid size-7 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-white bg-accent text-sm font-black text-accent-ink shadow-[0_0_0_3px_rgb(0_0_0/0.35)] motion-safe:animate-fade-up"
            style={{ left: `${(point.x / CAPTCHA_WIDTH) * 100}%`, top: `${(point.y / CAPTCHA_HEIGHT) * 100}%` }}
          >
            {index + 1}
          </button>
        ))}
      </PuzzleImage>
    </div>
  );
}
