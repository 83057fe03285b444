import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '../../../lib/i18n';

const FreeCoinsDialog = lazy(() =>
  Promise.all([import('./FreeCoinsDialog'), loadNamespaces(['events'])]).then(([m]) => m),
);

/** The top bar's free-coins entry: a button; the dialog and its texts load on the first click. */
export function FreeCoinsEntry({
  className,
  label,
  icon,
}: {
  className: string;
  label: string;
  icon: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        data-testid="topbar-free-coins"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <FreeCoinsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
