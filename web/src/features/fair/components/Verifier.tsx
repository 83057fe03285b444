import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { runGiveawayVerifier } from '../lib/giveaway-verifier';
import { hasRoll, inputFromParams, paramsFromInput, runVerifier } from '../lib/verifier';
import { GiveawayResult } from './GiveawayResult';
import { ToolCheck } from './ToolCheck';
import { VerifierForm } from './VerifierForm';
import { VerifyResult } from './VerifyResult';

/**
 * The verifier: the URL holds the roll (`?serverSeed=&clientSeed=&nonce=&round=&game=&case=&hash=&ticket=`, a
 * battle's `&seeds=…&slot=&battle=`, a giveaway's `game=giveaway&seeds=…&winners=&names=…&room=`),
 * so log rows, the rotation dialog and other pages can deep-link one; `#verify` scrolls here.
 */
export function Verifier() {
  const { t } = useTranslation('fair');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);
  const input = inputFromParams(params);
  const search = params.toString();
  const giveaway = input.game === 'giveaway';
  const outcome = hasRoll(params) && !giveaway ? runVerifier(input) : null;
  const draw = hasRoll(params) && giveaway ? runGiveawayVerifier(input) : null;
  // The tool check replays the first winner's roll (any roll is checked the same way).
  const firstRoll = draw?.ok ? draw.steps[0] : outcome?.ok ? outcome.verification : undefined;

  // Each navigation to `#verify` (a new location key) scrolls the verifier into view.
  const scrollKey = location.hash === '#verify' ? location.key : null;
  useEffect(() => {
    if (scrollKey) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [scrollKey]);

  return (
    <section
      ref={ref}
      id="verify"
      aria-labelledby="fair-verify-title"
      className="scroll-mt-20 overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
    >
      <header className="flex items-center gap-2.5 border-b border-line bg-[linear-gradient(90deg,rgb(62_224_137/0.1),transparent_60%)] px-4 py-3">
        <span className="grid size-8 place-items-center rounded-lg bg-money/15 text-money">
          <Icon name="shield" />
        </span>
        <div>
          <h2 id="fair-verify-title" className="font-display text-lg font-bold uppercase leading-tight tracking-wide">
            {t('verify.title')}
          </h2>
          <p className="text-xs text-muted">{t('verify.subtitle')}</p>
        </div>
      </header>
      <div className="grid gap-5 p-4 xl:grid-cols-2 xl:grid-rows-[auto_1fr]">
        {/* A new URL (a log row, a deep link) resets the form to it. */}
        <VerifierForm
          key={search}
          initial={input}
          onVerify={(next) => setParams(paramsFromInput(next), { replace: true, preventScrollReset: true })}
        />
        <div className="min-w-0 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:border-l xl:border-line xl:pl-5">
          {draw ? (
            <GiveawayResult outcome={draw} roomId={/^[1-9]\d{0,9}$/.test(input.room) ? Number(input.room) : null} />
          ) : outcome ? (
            <VerifyResult input={input} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line-strong px-4 py-10 text-center">
              <Icon name="dice" className="text-3xl text-subtle" />
              <p className="font-display text-base font-bold uppercase tracking-wide">{t('verify.emptyTitle')}</p>
              <p className="max-w-xs text-xs text-muted">
                {params.get('hash')
                  ? t(
                      input.game === 'battle'
                        ? 'verify.waitingBattleSeed'
                        : giveaway
                          ? 'verify.waitingGiveawaySeed'
                          : 'verify.waitingSeed',
                    )
                  : t('verify.emptyBody')}
              </p>
            </div>
          )}
        </div>
        {firstRoll ? (
          <div className="min-w-0 self-start xl:col-start-1 xl:row-start-2">
            <ToolCheck serverSeed={input.serverSeed} verification={firstRoll} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
