import type { CaptchaGetData } from '@dropforge/shared/contract';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import type { CaptchaKind, CaptchaPass } from '../../../lib/captcha';
import { checkCaptcha, getCaptcha, type Point, REP } from '../api/captcha';
import { ClickWordPuzzle } from './ClickWordPuzzle';
import type { BarTone } from './PuzzleImage';
import { PuzzleSkeleton } from './PuzzleImage';
import { SliderPuzzle } from './SliderPuzzle';

type Phase =
  | { name: 'loading' }
  | { name: 'ready' }
  | { name: 'checking' }
  | { name: 'passed'; seconds: string }
  | { name: 'failed'; message: string }
  /** 6202 (locked) or a load failure: the message stays until the player refreshes. */
  | { name: 'blocked'; message: string };

/** After a wrong or expired answer the bar shows the server's message, then a new puzzle loads. */
const RETRY_MS = 1000;
/** How long "Verification successful" stays visible before the caller continues. */
const PASS_MS = 700;

/**
 * The captcha dialog (spec §4, §8): slider or click-word, a refresh button, a result bar.
 * Resolves through `onPass`; `onAbort('closed')` when dismissed, `onAbort('failed')` on 6201 ("Fail").
 */
export default function CaptchaDialog({
  kind: initialKind,
  onPass,
  onAbort,
}: {
  kind: CaptchaKind;
  onPass: (pass: CaptchaPass) => void;
  onAbort: (reason: 'closed' | 'failed') => void;
}) {
  const { t } = useTranslation('captcha');
  const [kind, setKind] = useState(initialKind);
  const [data, setData] = useState<CaptchaGetData | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const startedAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const alive = useRef(true);
  const done = useRef(false);
  // The caller's callbacks may change identity on every render; the puzzle must not reload for that.
  const callbacks = useRef({ onPass, onAbort });
  useEffect(() => {
    callbacks.current = { onPass, onAbort };
  }, [onPass, onAbort]);

  const abort = useCallback(
    (reason: 'closed' | 'failed') => {
      if (done.current) return;
      done.current = true;
      if (reason === 'failed') toast.error(t('fail'));
      callbacks.current.onAbort(reason);
    },
    [t],
  );

  const load = useCallback(
    async (which: CaptchaKind) => {
      clearTimeout(timer.current);
      setPhase({ name: 'loading' });
      startedAt.current = null;
      try {
        const answer = await getCaptcha(which);
        if (!alive.current) return;
        if (answer.repCode === REP.success && answer.repData) {
          setData(answer.repData);
          setPhase({ name: 'ready' });
        } else if (answer.repCode === REP.getLimit) {
          abort('failed');
        } else {
          setData(null);
          setPhase({ name: 'blocked', message: answer.repMsg || t('loadFailed') });
        }
      } catch (error) {
        if (!alive.current) return;
        setData(null);
        setPhase({ name: 'blocked', message: error instanceof Error ? error.message : t('loadFailed') });
      }
    },
    [abort, t],
  );

  useEffect(() => {
    alive.current = true;
    void load(kind);
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [kind, load]);

  const submit = async (point: Point | Point[]) => {
    if (!data || phase.name !== 'ready') return;
    setPhase({ name: 'checking' });
    const started = startedAt.current ?? performance.now();
    try {
      const { answer, pass } = await checkCaptcha(data, point);
      if (!alive.current) return;
      if (pass) {
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        setPhase({ name: 'passed', seconds });
        timer.current = setTimeout(() => {
          if (done.current) return;
          done.current = true;
          callbacks.current.onPass(pass);
        }, PASS_MS);
        return;
      }
      if (answer.repCode === REP.getLimit) return abort('failed');
      if (answer.repCode === REP.locked) return setPhase({ name: 'blocked', message: answer.repMsg });
      setPhase({ name: 'failed', message: answer.repMsg });
    } catch (error) {
      if (!alive.current) return;
      setPhase({ name: 'failed', message: error instanceof Error ? error.message : t('loadFailed') });
    }
    timer.current = setTimeout(() => void load(kind), RETRY_MS);
  };

  let bar: { tone: BarTone; text: ReactNode } | null = null;
  if (phase.name === 'passed') {
    bar = { tone: 'success', text: `${t('elapsed', { seconds: phase.seconds })} ${t('success')}` };
  } else if (phase.name === 'failed' || phase.name === 'blocked') {
    bar = { tone: 'error', text: phase.message };
  }
  const busy = phase.name !== 'ready';
  const common = {
    busy,
    bar,
    onRefresh: () => void load(kind),
    onStart: () => {
      startedAt.current = performance.now();
    },
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) abort('closed');
      }}
      title={t('title')}
      description={t('description')}
      testId="captcha-dialog"
      className="sm:w-[min(92vw,400px)]"
    >
      <div className="mx-auto mt-4 w-full max-w-[310px] sm:max-w-none" data-captcha-type={kind}>
        {data && phase.name !== 'loading' ? (
          kind === 'blockPuzzle' ? (
            <SliderPuzzle key={data.token} data={data} {...common} onSubmit={submit} />
          ) : (
            <ClickWordPuzzle key={data.token} data={data} {...common} onSubmit={submit} />
          )
        ) : phase.name === 'blocked' ? (
          <div
            role="alert"
            className="grid aspect-[2/1] w-full place-items-center gap-2 rounded-lg border border-danger/50 bg-danger/10 p-4 text-center text-sm text-[#ff9a9a]"
          >
            <span>{phase.message}</span>
            <button
              type="button"
              onClick={() => void load(kind)}
              className="inline-flex items-center gap-1.5 rounded-md border border-line-strong bg-surface-3 px-3 py-1.5 text-xs font-bold text-text"
            >
              <Icon name="refresh" />
              {t('refresh')}
            </button>
          </div>
        ) : (
          <PuzzleSkeleton label={t('loading')} />
        )}
        <p role="status" className="sr-only">
          {phase.name === 'checking' ? t('checking') : bar ? bar.text : ''}
        </p>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-3 text-xs">
        <span className="inline-flex min-w-0 items-center gap-1.5 text-subtle">
          <Icon name={phase.name === 'checking' ? 'clock' : 'info'} className="shrink-0 text-muted" />
          {phase.name === 'checking'
            ? t('checking')
            : kind === 'blockPuzzle'
              ? t('slider.keyboard')
              : t('clickWord.undo')}
        </span>
        <button
          type="button"
          onClick={() => setKind(kind === 'blockPuzzle' ? 'clickWord' : 'blockPuzzle')}
          className="shrink-0 font-semibold text-accent-2 underline-offset-2 hover:underline"
        >
          {kind === 'blockPuzzle' ? t('switchToWords') : t('switchToSlider')}
        </button>
      </div>
    </Dialog>
  );
}
