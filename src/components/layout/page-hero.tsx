import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { ParticleCanvas } from './particle-canvas';
import { keepCompounds } from '@/lib/typography';

export type HeroVariant = 'dark' | 'light' | 'gradient' | 'custom';

type PageHeroProps = {
  title: string;
  subtitle?: string;
  badge?: string;
  badgeVariant?: BadgeVariant;
  variant?: HeroVariant;
  /** Classes for the `custom` variant's background. */
  customClassName?: string;
  /** Animated particle canvas (on by default; off under reduced motion). */
  particles?: boolean;
  /** Slowly shifting gradient behind the text (on by default). */
  animatedBackground?: boolean;
  children?: ReactNode;
};

const variantClasses: Record<HeroVariant, string> = {
  dark: 'bg-slate-950 text-white',
  light: 'bg-surface text-fg',
  gradient: 'bg-gradient-to-br from-emerald-900 via-teal-900 to-sky-900 text-white',
  custom: '',
};

/** The banner at the top of every inner page: badge, title, subtitle over a gradient or photo. */
export function PageHero({
  title,
  subtitle,
  badge,
  badgeVariant = 'secondary',
  variant = 'gradient',
  customClassName = '',
  particles = true,
  animatedBackground = true,
  children,
}: PageHeroProps) {
  const onDark = variant === 'dark' || variant === 'gradient';
  return (
    <section
      className={`relative isolate overflow-hidden ${variantClasses[variant]} ${variant === 'custom' ? customClassName : ''}`}
      aria-labelledby="page-title"
    >
      {animatedBackground && (
        <div
          aria-hidden="true"
          className={`absolute inset-0 -z-20 animate-gradient bg-[length:200%_200%] opacity-60 ${
            onDark
              ? 'bg-[linear-gradient(120deg,rgba(16,185,129,0.25),rgba(14,165,233,0.2),rgba(20,184,166,0.25))]'
              : 'bg-[linear-gradient(120deg,rgba(16,185,129,0.12),rgba(14,165,233,0.1),rgba(20,184,166,0.12))]'
          }`}
        />
      )}
      {particles && <ParticleCanvas tone={onDark ? 'dark' : 'auto'} />}
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        {badge && <Badge variant={badgeVariant}>{badge}</Badge>}
        <h1 id="page-title" className="mt-4 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">
          {keepCompounds(title)}
        </h1>
        {subtitle && (
          <p className={`mx-auto mt-5 max-w-3xl text-pretty text-lg leading-8 ${onDark ? 'text-white/85' : 'text-muted'}`}>{subtitle}</p>
        )}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
