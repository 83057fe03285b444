import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { Icon } from './icons';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Decorative art shown above the title. */
  hero?: ReactNode;
  className?: string;
  /** `data-testid` of the dialog panel. */
  testId?: string;
}

/** Centered dialog on desktop, bottom sheet on phones; focus trapped, Esc closes. */
export function Dialog({ open, onOpenChange, title, description, children, hero, className, testId }: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-[#04060bd9] motion-safe:animate-[fade-up_0.2s_ease-out]" />
        <RadixDialog.Content
          data-testid={testId}
          className={cx(
            'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl border border-line-strong bg-surface p-5 shadow-2xl motion-safe:animate-fade-up',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(92vw,440px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {hero}
          <RadixDialog.Title className="pr-8 font-display text-2xl font-bold uppercase tracking-wide">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm leading-relaxed text-muted">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          <RadixDialog.Close
            className="absolute top-4 right-4 grid size-9 place-items-center rounded-lg text-lg text-muted transition hover:bg-surface-3 hover:text-text"
            aria-label={t('actions.close')}
          >
            <Icon name="close" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
