import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'money' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-b from-accent-2 to-accent text-accent-ink shadow-[0_6px_20px_-8px_rgb(255_138_31/0.8)] hover:brightness-110 active:brightness-95',
  secondary: 'bg-surface-3 text-text border border-line-strong hover:bg-[#2a3549] hover:border-[#45557a]',
  ghost: 'text-muted hover:text-text hover:bg-surface-2',
  money:
    'bg-gradient-to-b from-[#5cf0a1] to-money text-[#04220f] shadow-[0_6px_20px_-8px_rgb(62_224_137/0.8)] hover:brightness-110',
  outline: 'border border-accent/70 text-accent-2 hover:bg-accent/10',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-xs gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2.5',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cx(
    'inline-flex shrink-0 select-none items-center justify-center rounded-lg font-bold uppercase tracking-wide whitespace-nowrap transition duration-150 disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: Common & LinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
