import type { CaptchaGetData } from '@dropforge/shared/contract';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { CAPTCHA_PIECE_WIDTH, CAPTCHA_WIDTH, type Point, SLIDER_Y } from '../api/captcha';
import { type BarTone, PuzzleImage } from './PuzzleImage';

const MAX_X = CAPTCHA_WIDTH - CAPTCHA_PIECE_WIDTH;
/** The handle is as wide as the piece, so both travel the same distance and the piece follows the finger. */
const PIECE_PCT = (CAPTCHA_PIECE_WIDTH / CAPTCHA_WIDTH) * 100;

const clamp = (value: number) => Math.min(MAX_X, Math.max(0, value));
const pct = (x: number) => `${(x / CAPTCHA_WIDTH) * 100}%`;

/**
 * Slider puzzle: drag the handle (pointer, touch or arrow keys) until the piece fills the hole;
 * release (or Enter) sends `{x, y: 5}` in 310-px image coordinates.
 */
export function SliderPuzzle({
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
  onSubmit: (point: Point) => void;
}) {
  const { t } = useTranslation('captcha');
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const xRef = useRef(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startValue: number; scale: number } | null>(null);
  const started = useRef(false);

  const move = (value: number) => {
    const next = clamp(value);
    xRef.current = next;
    setX(next);
  };
  const start = () => {
    if (started.current) return;
    started.current = true;
    onStart();
  };
  const submit = () => {
    if (busy || xRef.current <= 0) return;
    onSubmit({ x: Math.round(xRef.current), y: SLIDER_Y });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy || event.button !== 0) return;
    const width = trackRef.current?.getBoundingClientRect().width ?? CAPTCHA_WIDTH;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startValue: xRef.current, scale: width / CAPTCHA_WIDTH };
    setDragging(true);
    start();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    move(state.startValue + (event.clientX - state.startX) / state.scale);
  };
  const onPointerEnd = () => {
    if (!drag.current) return;
    drag.current = null;
    setDragging(false);
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    const step = event.shiftKey ? 10 : 1;
    const keys: Record<string, number | undefined> = {
      ArrowRight: xRef.current + step,
      ArrowUp: xRef.current + step,
      ArrowLeft: xRef.current - step,
      ArrowDown: xRef.current - step,
      PageUp: xRef.current + 20,
      PageDown: xRef.current - 20,
      Home: 0,
      End: MAX_X,
    };
    const next = keys[event.key];
    if (next !== undefined) {
      event.preventDefault();
      start();
      move(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      submit();
    }
  };

  const handleLeft = pct(x);
  return (
    <div className="space-y-3">
      <PuzzleImage
        image={data.originalImageBase64}
        alt={t('image')}
        onRefresh={onRefresh}
        refreshDisabled={busy}
        bar={bar}
      >
        {data.jigsawImageBase64 ? (
          <img
            src={`data:image/png;base64,${data.jigsawImageBase64}`}
            alt=""
            draggable={false}
            className={cx(
              'pointer-events-none absolute top-0 h-full drop-shadow-[0_0_6px_rgb(0_0_0/0.6)]',
              !dragging && 'transition-[left] duration-200 motion-reduce:transition-none',
            )}
            style={{ left: handleLeft, width: `${PIECE_PCT}%` }}
          />
        ) : null}
      </PuzzleImage>
      <div
        ref={trackRef}
        className="relative h-11 w-full rounded-lg border border-line-strong bg-bg"
        data-testid="captcha-track"
      >
        <div
          aria-hidden="true"
          className={cx(
            'absolute inset-y-0 left-0 rounded-lg border-r border-accent/60 bg-accent/15',
            !dragging && 'transition-[width] duration-200 motion-reduce:transition-none',
          )}
          style={{ width: `calc(${handleLeft} + ${PIECE_PCT / 2}%)` }}
        />
        <span
          aria-hidden="true"
          className={cx(
            'pointer-events-none absolute inset-0 grid place-items-center pl-12 text-xs font-semibold text-subtle transition-opacity',
            x > 4 && 'opacity-0',
          )}
        >
          {t('slider.hint')}
        </span>
        <div
          role="slider"
          tabIndex={busy ? -1 : 0}
          data-testid="captcha-slider"
          aria-label={t('slider.handle')}
          aria-valuemin={0}
          aria-valuemax={MAX_X}
          aria-valuenow={Math.round(x)}
          aria-disabled={busy}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onKeyDown}
          className={cx(
            'absolute -inset-y-px grid touch-none place-items-center rounded-lg bg-gradient-to-b from-accent-2 to-accent text-lg text-accent-ink shadow-[0_4px_14px_-4px_rgb(255_138_31/0.8)]',
            busy ? 'cursor-default opacity-80' : 'cursor-grab active:cursor-grabbing',
            !dragging && 'transition-[left] duration-200 motion-reduce:transition-none',
          )}
          style={{ left: handleLeft, width: `${PIECE_PCT}%` }}
        >
          <Icon name="arrowRight" />
        </div>
      </div>
    </div>
  );
}
