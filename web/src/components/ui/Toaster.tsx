import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { Icon, type IconName } from './icons';
import { dismissToast, type ToastItem, type ToastKind, useCurrentToast } from './toast-store';

const STYLE: Record<ToastKind, { icon: IconName; ring: string; tint: string }> = {
  success: { icon: 'check', ring: 'border-money/50', tint: 'bg-money/15 text-money' },
  error: { icon: 'alert', ring: 'border-danger/60', tint: 'bg-danger/15 text-[#ff8d8d]' },
  warning: { icon: 'info', ring: 'border-warning/50', tint: 'bg-warning/15 text-warning' },
};

/** Both live regions stay mounted so screen readers announce each new toast (errors assertively). */
export function Toaster() {
  const toast = useCurrentToast();
  return (
    <div className="pointer-events-none fixed inset-x-3 top-3 z-[60] flex justify-center sm:inset-x-auto sm:top-auto sm:right-5 sm:bottom-5">
      <div role="status" aria-live="polite" className="contents">
        {toast && toast.kind !== 'error' ? <ToastCard key={toast.id} toast={toast} /> : null}
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        {toast && toast.kind === 'error' ? <ToastCard key={toast.id} toast={toast} /> : null}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: ToastItem }) {
  const { t } = useTranslation();
  const style = STYLE[toast.kind];
  return (
    <div
      className={cx(
        'pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl border bg-surface-2/95 p-3 pr-2 shadow-2xl motion-safe:animate-fade-up',
        style.ring,
      )}
    >
      <span className={cx('grid size-8 shrink-0 place-items-center rounded-lg text-lg', style.tint)}>
        <Icon name={style.icon} />
      </span>
      <p className="flex-1 text-sm font-medium text-text">{toast.message}</p>
      <button
        type="button"
        onClick={dismissToast}
        aria-label={t('actions.dismiss')}
        className="grid size-8 place-items-center rounded-md text-muted hover:bg-surface-3 hover:text-text"
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
