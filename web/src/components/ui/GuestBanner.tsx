import { Button } from './Button';
import { cx } from './cx';
import { Icon } from './icons';

const TONES = {
  money: { box: 'border-money/35 from-money/10', badge: 'bg-money/15 text-money' },
  contraband: { box: 'border-contraband/40 from-contraband/12', badge: 'bg-contraband/15 text-contraband' },
} as const;

/** A visitor's banner on a page that works better signed in: what they miss, and a sign-in button. */
export function GuestBanner({
  title,
  body,
  action,
  onAction,
  tone,
  testId,
}: {
  title: string;
  body: string;
  action: string;
  onAction: () => void;
  tone: keyof typeof TONES;
  testId?: string;
}) {
  return (
    <section
      className={cx(
        'flex flex-col items-start gap-4 rounded-[var(--radius-card)] border bg-gradient-to-r to-surface p-5 sm:flex-row sm:items-center',
        TONES[tone].box,
      )}
    >
      <span className={cx('grid size-12 shrink-0 place-items-center rounded-2xl text-2xl', TONES[tone].badge)}>
        <Icon name="lock" />
      </span>
      <div className="flex-1">
        <h2 className="font-display text-xl font-bold uppercase tracking-wide">{title}</h2>
        <p className="text-sm text-muted">{body}</p>
      </div>
      <Button onClick={onAction} data-testid={testId}>
        <Icon name="user" />
        {action}
      </Button>
    </section>
  );
}
