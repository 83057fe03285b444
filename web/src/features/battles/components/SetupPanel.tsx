import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { LAYOUTS, type Layout, layoutOf, MODE_STYLE, MODES, type Setup, withLayout, withMode } from '../lib/modes';

const SEATS: Record<Layout, number[]> = { '1v1': [1, 1], '1v1v1': [1, 1, 1], '1v1v1v1': [1, 1, 1, 1], '2v2': [2, 2] };

function LayoutGlyph({ layout }: { layout: Layout }) {
  return (
    <span aria-hidden="true" className="flex items-center gap-1">
      {SEATS[layout].map((count, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed glyph parts
        <span key={i} className="flex items-center gap-0.5">
          {i > 0 ? <span className="mr-0.5 h-2.5 w-px bg-current opacity-40" /> : null}
          {Array.from({ length: count }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed glyph parts
            <span key={j} className="size-2 rounded-full bg-current" />
          ))}
        </span>
      ))}
    </span>
  );
}

/** Seats (1v1 … 2v2), the mode with its rule in one line, and the private switch. */
export function SetupPanel({
  setup,
  isPrivate,
  onSetup,
  onPrivate,
  className,
}: {
  className?: string;
  setup: Setup;
  isPrivate: boolean;
  onSetup: (setup: Setup) => void;
  onPrivate: (next: boolean) => void;
}) {
  const { t } = useTranslation('battles');
  const layout = layoutOf(setup);
  return (
    <section
      aria-labelledby="battle-setup-title"
      className={cx('space-y-4 rounded-2xl border border-line bg-surface p-4', className)}
    >
      <h2 id="battle-setup-title" className="sr-only">
        {t('createPage.setup')}
      </h2>
      <fieldset>
        <legend className="mb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">
          {t('createPage.players')}
        </legend>
        <div className="grid grid-cols-4 gap-1.5">
          {LAYOUTS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === layout}
              data-testid={`battle-layout-${option}`}
              onClick={() => onSetup(withLayout(setup, option))}
              className={cx(
                'flex h-14 flex-col items-center justify-center gap-1 rounded-lg border text-xs font-bold transition',
                option === layout
                  ? 'border-accent bg-accent/15 text-accent-2'
                  : 'border-line bg-surface-2/60 text-muted hover:border-line-strong hover:text-text',
              )}
            >
              <LayoutGlyph layout={option} />
              <span className="whitespace-nowrap">{t(`layouts.${option}`)}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">
          {t('createPage.mode')}
        </legend>
        <div className="grid grid-cols-2 gap-1.5">
          {MODES.map((mode) => {
            const style = MODE_STYLE[mode];
            const selected = setup.mode === mode;
            return (
              <button
                key={mode}
                type="button"
                aria-pressed={selected}
                data-testid={`battle-mode-${mode}`}
                onClick={() => onSetup(withMode(setup, mode))}
                className={cx(
                  'flex flex-col items-start gap-0.5 rounded-lg border p-2.5 text-left transition',
                  selected ? 'bg-surface-3' : 'border-line bg-surface-2/60 hover:border-line-strong',
                )}
                style={selected ? { borderColor: style.color, boxShadow: `0 0 18px -8px ${style.color}` } : undefined}
              >
                <span className="flex items-center gap-1.5 text-sm font-bold" style={{ color: style.text }}>
                  <Icon name={style.icon} />
                  {t(`modes.${mode}.name`)}
                </span>
                <span className="text-[11px] leading-snug text-muted">{t(`modes.${mode}.help`)}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface-2/60 p-2.5">
        <input
          type="checkbox"
          role="switch"
          aria-checked={isPrivate}
          checked={isPrivate}
          data-testid="battle-private"
          onChange={(event) => onPrivate(event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className={cx(
            'relative mt-0.5 h-5 w-9 shrink-0 rounded-full border transition peer-focus-visible:ring-2 peer-focus-visible:ring-accent-2',
            isPrivate ? 'border-accent bg-accent' : 'border-line-strong bg-surface-3',
          )}
        >
          <span
            className={cx(
              'absolute top-0.5 size-3.5 rounded-full bg-white shadow transition-[left]',
              isPrivate ? 'left-[1.1rem]' : 'left-0.5',
            )}
          />
        </span>
        <span>
          <span className="flex items-center gap-1.5 text-sm font-bold">
            <Icon name="lock" className="text-subtle" />
            {t('createPage.private')}
          </span>
          <span className="block text-xs text-muted">{t('createPage.privateHelp')}</span>
        </span>
      </label>
    </section>
  );
}
