import type { ReactNode } from 'react';

export type BadgeVariant = 'primary' | 'secondary' | 'outline' | 'success' | 'info';

const styles: Record<BadgeVariant, string> = {
  primary: 'bg-brand text-brand-fg',
  secondary: 'bg-white/90 text-emerald-900 dark:bg-surface-2 dark:text-brand',
  outline: 'border border-current',
  success: 'bg-brand-soft text-brand',
  info: 'bg-accent-soft text-accent',
};

export function Badge({ children, variant = 'secondary', className = '' }: { children: ReactNode; variant?: BadgeVariant; className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${styles[variant]} ${className}`}>
      {children}
    </span>
  );
}
