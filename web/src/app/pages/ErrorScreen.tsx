import type { ReactNode } from 'react';
import { LogoMark } from '../layout/Logo';

/** Full-screen error page (403, 500) shown without the site layout; `status` is announced politely. */
export function ErrorScreen({
  code,
  title,
  body,
  actions,
  tone,
  status,
}: {
  code: string;
  title: string;
  body: string;
  actions: ReactNode;
  tone: 'danger' | 'accent';
  status?: ReactNode;
}) {
  const glow = tone === 'danger' ? 'from-covert/30' : 'from-accent/30';
  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden px-5 py-16">
      <div className={`pointer-events-none absolute inset-0 bg-radial ${glow} to-transparent to-60% opacity-60`} />
      <div className="grid-noise pointer-events-none absolute inset-0 opacity-50" />
      <div className="relative flex max-w-lg flex-col items-center text-center">
        <LogoMark className="size-16 motion-safe:animate-float" />
        <p
          aria-hidden="true"
          className="mt-6 font-display text-7xl font-bold tracking-tight text-gradient-accent tabular sm:text-8xl"
        >
          {code}
        </p>
        <h1 className="mt-3 font-display text-3xl font-bold uppercase tracking-wide sm:text-4xl">{title}</h1>
        <p className="mt-3 text-muted">{body}</p>
        {status ? (
          <p role="status" aria-live="polite" className="mt-4 text-sm text-muted tabular">
            {status}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </main>
  );
}
