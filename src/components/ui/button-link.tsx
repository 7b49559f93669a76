import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline-light';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** Opens in a new tab, with `rel="noopener noreferrer"`. */
  external?: boolean;
}

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors duration-200';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 focus-visible:outline-brand-500',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:border-brand-400 hover:text-brand-700',
  light: 'bg-white text-ink-950 shadow-lg shadow-black/20 hover:bg-brand-50',
  'outline-light': 'border border-white/40 text-white hover:border-white hover:bg-white/10',
};

/** A link styled as a button; an external one opens in a new tab. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className = '',
  external = false,
}: ButtonLinkProps) {
  const classes = `${base} ${variants[variant]} ${className}`;
  if (external) {
    return (
      <a href={href} className={classes} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={classes}>
      {children}
    </a>
  );
}
