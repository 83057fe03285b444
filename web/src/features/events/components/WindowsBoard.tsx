import { WINDOW_SMASH_MS } from '@dropforge/shared/domain';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import type { PrizeView } from '../api/events';
import { type WindowsBoard as Board, type SmashResult, useSmash } from '../api/smash';
import { Prize, usePrizeLabel } from './Prize';
import { TokenMeter } from './TokenMeter';

/** Reduced motion: the glass fades out and the prize fades in, this long after the answer. */
const REDUCED_MS = 350;

/** Glass shards covering a pane (clip-path polygons) and where each falls. */
const SHARDS: Array<{ clip: string; dx: string; dy: string; rot: string }> = [
  { clip: '0 0, 55% 0, 48% 42%', dx: '-30%', dy: '120%', rot: '-40deg' },
  { clip: '55% 0, 100% 0, 100% 35%, 48% 42%', dx: '35%', dy: '110%', rot: '35deg' },
  { clip: '100% 35%, 100% 100%, 62% 100%, 48% 42%', dx: '45%', dy: '90%', rot: '60deg' },
  { clip: '62% 100%, 20% 100%, 48% 42%', dx: '5%', dy: '80%', rot: '-20deg' },
  { clip: '20% 100%, 0 100%, 0 55%, 48% 42%', dx: '-45%', dy: '95%', rot: '-65deg' },
  { clip: '0 55%, 0 0, 48% 42%', dx: '-55%', dy: '105%', rot: '25deg' },
];
const CRACKS = [
  'M48 42 L30 20 L22 4',
  'M48 42 L70 25 L86 6',
  'M48 42 L82 48 L100 40',
  'M48 42 L64 76 L70 100',
  'M48 42 L28 70 L14 96',
  'M48 42 L12 46 L0 38',
  'M30 20 L12 24',
  'M64 76 L84 82',
];

type Swing = { board: number; index: number; result: SmashResult | null; landed: boolean };

/**
 * The board of windows: choosing one swings a hammer at it, the glass cracks from the impact and shatters, and the
 * prize behind it pops out once the shards have fallen (`WINDOW_SMASH_MS`, the time the drop feed waits too). With
 * reduced motion the glass fades away and the prize fades in.
 */
export function WindowsBoard({ board }: { board: Board }) {
  const { t } = useTranslation('events');
  const label = usePrizeLabel();
  const smash = useSmash();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [swing, setSwing] = useState<Swing | null>(null);
  const [last, setLast] = useState<SmashResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const out = board.hammers.balance < board.cost;
  const busy = swing !== null && !swing.landed;

  const onSmash = (index: number) => {
    if (busy || out) return;
    const started = Date.now();
    const at = board.board;
    setSwing({ board: at, index, result: null, landed: false });
    smash.mutate(index, {
      onSuccess: (result) => {
        setSwing({ board: at, index, result, landed: false });
        const wait = reduced ? REDUCED_MS : Math.max(0, WINDOW_SMASH_MS - (Date.now() - started));
        timer.current = setTimeout(() => {
          setSwing({ board: at, index, result, landed: true });
          setLast(result);
          toast.success(t('windows.won', { prize: label(result.prize) }));
          smash.refresh();
        }, wait);
      },
      onError: () => {
        setSwing(null);
        smash.refresh();
      },
    });
  };

  const paneOf = (index: number): { state: 'intact' | 'breaking' | 'broken'; prize: PrizeView | null } => {
    const w = board.windows[index]!;
    if (swing?.index === index && swing.board === board.board) {
      if (swing.landed) return { state: 'broken', prize: swing.result!.prize };
      return { state: 'breaking', prize: swing.result?.prize ?? null };
    }
    return { state: w.state === 'smashed' ? 'broken' : 'intact', prize: w.prize };
  };

  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-gradient-to-b from-[#101a2b] to-surface p-4 sm:p-6"
      data-testid="windows-board"
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <TokenMeter tokens={board.hammers} icon="hammer" testId="hammers" />
        <p className="text-sm font-semibold text-muted" aria-live="polite" data-testid="windows-status">
          {out ? t('windows.out') : t('windows.pick', { board: board.board + 1 })}
        </p>
      </div>
      <ul className="mx-auto grid max-w-[34rem] grid-cols-3 gap-2.5 sm:gap-4">
        {board.windows.map((w) => {
          const pane = paneOf(w.index);
          const win = last && swing?.index === w.index && swing.board === board.board && swing.landed;
          return (
            <li key={`${board.board}-${w.index}`}>
              <button
                type="button"
                onClick={() => onSmash(w.index)}
                disabled={pane.state !== 'intact' || busy || out}
                aria-label={
                  pane.state === 'broken' && pane.prize ? label(pane.prize) : t('windows.smash', { n: w.index + 1 })
                }
                data-testid={`window-${w.index}`}
                data-state={pane.state}
                className={cx(
                  'smash-window relative block aspect-[4/5] w-full overflow-hidden rounded-lg border-[5px] border-[#3a4660] bg-[#0a0f19] shadow-[inset_0_0_0_2px_#1a2233] focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-default sm:border-[7px]',
                  pane.state === 'intact' && !out && !busy && 'hover:border-[#5a6b90]',
                  win && 'ring-2 ring-money shadow-[0_0_24px_rgb(62_224_137/0.45)]',
                )}
              >
                <span className="absolute inset-0 grid place-items-center p-1.5">
                  {pane.prize ? (
                    <span className={cx(pane.state === 'breaking' ? 'smash-prize' : undefined)}>
                      <Prize prize={pane.prize} size="lg" />
                    </span>
                  ) : pane.state === 'breaking' ? (
                    <span className="size-6 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none" />
                  ) : null}
                </span>
                {pane.state === 'broken' ? <BrokenEdges /> : null}
                {pane.state === 'intact' ? <Glass out={out} /> : null}
                {pane.state === 'breaking' ? <Shatter /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {last && swing?.landed ? (
        <p
          className="mt-4 rounded-lg bg-money/10 px-3 py-2 text-center text-sm font-bold text-money"
          data-testid="windows-result"
        >
          {t('windows.won', { prize: label(last.prize) })}
        </p>
      ) : null}
    </section>
  );
}

function Glass({ out }: { out: boolean }) {
  return (
    <span
      className={cx(
        'smash-glass absolute inset-0 bg-gradient-to-br from-[#8fd3ff]/45 via-[#4ea8ff]/20 to-[#b69bff]/35',
        out && 'opacity-60 grayscale',
      )}
    >
      <span className="absolute -left-1/4 top-0 h-full w-1/3 -skew-x-12 bg-white/20" />
      <span className="absolute left-[55%] top-0 h-full w-[8%] -skew-x-12 bg-white/15" />
      <span className="absolute inset-x-0 top-1/2 h-[5px] -translate-y-1/2 bg-[#3a4660] sm:h-[7px]" />
      <span className="absolute inset-y-0 left-1/2 w-[5px] -translate-x-1/2 bg-[#3a4660] sm:w-[7px]" />
    </span>
  );
}

/** The hammer's swing, the cracks spreading from the impact, then the shards falling out of the frame. */
function Shatter() {
  return (
    <span className="pointer-events-none absolute inset-0" data-testid="shatter">
      {SHARDS.map((s) => (
        <span
          key={s.clip}
          className="smash-shard absolute inset-0 bg-gradient-to-br from-[#8fd3ff]/55 via-[#4ea8ff]/25 to-[#b69bff]/45"
          style={{ clipPath: `polygon(${s.clip})`, '--dx': s.dx, '--dy': s.dy, '--rot': s.rot } as CSSProperties}
        />
      ))}
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="smash-crack absolute inset-0 size-full"
      >
        {CRACKS.map((d) => (
          <path key={d} d={d} pathLength={100} fill="none" stroke="white" strokeWidth="1.4" />
        ))}
      </svg>
      <span className="smash-flash absolute left-[48%] top-[42%] size-10 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white/80 blur-md" />
      <span className="smash-hammer absolute right-[6%] top-[8%] text-4xl text-[#e4ae39] drop-shadow-[0_4px_6px_rgb(0_0_0/0.6)] sm:text-5xl">
        <Icon name="hammer" />
      </span>
    </span>
  );
}

/** Jagged glass left in a smashed frame's corners. */
function BrokenEdges() {
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full"
    >
      <path d="M0 0 L22 0 L10 9 L14 16 L0 22 Z" fill="#8fd3ff" fillOpacity="0.3" />
      <path d="M100 0 L100 18 L90 12 L84 4 L76 0 Z" fill="#8fd3ff" fillOpacity="0.3" />
      <path d="M0 100 L0 84 L8 90 L16 96 L24 100 Z" fill="#b69bff" fillOpacity="0.3" />
      <path d="M100 100 L80 100 L88 92 L94 80 L100 76 Z" fill="#b69bff" fillOpacity="0.3" />
    </svg>
  );
}
