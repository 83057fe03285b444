import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Icon } from './icons';

/** A failed load in place of its content, with a retry button (labels come from the caller's namespace). */
export function ErrorState({
  title,
  body,
  retryLabel,
  onRetry,
  className,
}: {
  title: string;
  body?: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <EmptyState
      icon="alert"
      title={title}
      body={body}
      className={className}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <Icon name="refresh" />
          {retryLabel}
        </Button>
      }
    />
  );
}
