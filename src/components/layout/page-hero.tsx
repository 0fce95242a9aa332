import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { ParticleCanvas } from './particle-canvas';
import { KeepCompounds } from '@/components/ui/keep-compounds';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { TechnologyNav } from '@/components/technology/technology-nav';
import { ButtonLink } from '@/components/ui/button-link';
import type { PageEntry } from '@/content/pages';

type HeroVariant = 'dark' | 'light' | 'gradient' | 'custom';

/**
 * The page type the hero opens:
 * - `banner`: a banner with a centred headline (the sitemap, the forms' outcome
 *   pages): every other page opens on the light page types below, one system
 *   from the about page to the contact page;
 * - `editorial`: a long read (about, technology, a service, a blog post): left-aligned
 *   headline on the page background, a lead paragraph held to a reading measure,
 *   optional pull figures beside it, no animated background;
 * - `listing`: an index of items or a working page (blog, projects, services, careers,
 *   contact, FAQ, the legal pages): a compact tinted band with the headline on the left
 *   and the introduction beside it.
 */
type HeroLayout = 'banner' | 'editorial' | 'listing';

type PageHeroProps = {
  title: string;
  subtitle?: string;
  badge?: string;
  badgeVariant?: BadgeVariant;
  layout?: HeroLayout;
  variant?: HeroVariant;
  /** Classes for the `custom` variant's background. */
  customClassName?: string;
  /** Animated particle canvas (banner only; on by default; off under reduced motion). */
  particles?: boolean;
  /** Slowly shifting gradient behind the text (banner only; on by default). */
  animatedBackground?: boolean;
  /** The breadcrumb trail, drawn above the headline (editorial and listing). */
  crumbs?: ReactNode;
  /** Pull figures or a short fact list beside the lead (editorial only). */
  aside?: ReactNode;
  /**
   * The page's subject drawn, under the actions in the text's column (editorial only): on a desktop
   * it fills the column beside a tall panel, on a phone it comes before the panel.
   */
  picture?: ReactNode;
  /**
   * How the aside sits (editorial only): `rule`, a narrow column behind a hairline, level
   * with the foot of the text (the default); `panel`, a drawing of its own that takes the
   * right 40 % from 1024 px and sits under the actions below that (the technology pages).
   */
  asideLayout?: 'rule' | 'panel';
  /** The panel from 1024 px only: below, the hero is the text alone, with no empty row after it (the about page's picture). */
  asideWideOnly?: boolean;
  /**
   * One short line shown on a phone (below 640 px) in place of the eyebrow and the subtitle, with the
   * band's spacing tightened (listing only): a working page whose first field should show on a phone's
   * first screen (the calculator).
   */
  phoneLead?: string;
  children?: ReactNode;
};

const variantClasses: Record<HeroVariant, string> = {
  dark: 'bg-slate-950 text-white',
  light: 'bg-surface text-fg',
  gradient: 'bg-gradient-to-br from-emerald-950 via-[#0a1f1a] to-[#0a1412] text-white',
  custom: '',
};

/** The opening of every inner page; its layout follows the page type. */
export function PageHero(props: PageHeroProps) {
  const { layout = 'banner' } = props;
  if (layout === 'editorial') return <EditorialHero {...props} />;
  if (layout === 'listing') return <ListingHero {...props} />;
  return <BannerHero {...props} />;
}

/** The copy of a long read's opening, as the content files write it. */
export type LongReadHeroCopy = { title: string; subtitle: string; badge: string; primaryCta?: { label: string; href: string } };

/**
 * The editorial opening of a long read (the about and technology pages) from
 * its content: the breadcrumb trail from the page registry (on the technology pages, the row of
 * the section's four pages under it), the primary action as a button, and `children` (a second
 * action) beside it.
 */
export function LongReadHero({ page, hero, aside, asideWideOnly, picture, children }: { page: PageEntry; hero: LongReadHeroCopy; aside?: ReactNode; asideWideOnly?: boolean; picture?: ReactNode; children?: ReactNode }) {
  // No actions at all must stay `undefined`: the hero draws its row of actions for any child.
  const actions = hero.primaryCta ? (
    <>
      <ButtonLink href={hero.primaryCta.href}>{hero.primaryCta.label}</ButtonLink>
      {children}
    </>
  ) : (
    children
  );
  return (
    <PageHero layout="editorial" title={hero.title} subtitle={hero.subtitle} badge={hero.badge} crumbs={
        <>
          <Breadcrumbs page={page} />
          <TechnologyNav page={page} />
        </>
      }
      aside={aside}
      asideLayout="panel"
      asideWideOnly={asideWideOnly}
      picture={picture}
    >
      {actions}
    </PageHero>
  );
}

function Eyebrow({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`text-sm font-semibold uppercase tracking-[0.14em] text-brand ${className}`}>{children}</p>;
}

function EditorialHero({ title, subtitle, badge, crumbs, aside, asideLayout = 'rule', asideWideOnly = false, picture, children }: PageHeroProps) {
  const panel = asideLayout === 'panel';
  const columns = !aside ? '' : panel ? 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-16' : 'lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-20';
  return (
    <section aria-labelledby="page-title" className="border-b border-border bg-bg">
      <div className="mx-auto max-w-7xl px-4 pb-14 pt-10 sm:px-6 sm:pb-20 sm:pt-12 lg:px-8">
        {crumbs}
        <div className={`mt-10 grid sm:mt-14 ${panel && aside ? 'gap-10' : 'gap-12'} ${columns}`}>
          <div>
            {badge && <Eyebrow>{badge}</Eyebrow>}
            <h1 id="page-title" className="mt-4 max-w-4xl text-balance text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
              {title}
            </h1>
            {subtitle && <p className="mt-6 max-w-[65ch] text-pretty text-lg leading-8 text-muted sm:text-xl sm:leading-9">{subtitle}</p>}
            {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
            {picture && <div className="mt-8 sm:mt-10">{picture}</div>}
          </div>
          {aside && !panel && <div className="self-end border-t border-border pt-6 lg:border-l lg:border-t-0 lg:pl-8 lg:pt-0">{aside}</div>}
          {aside && panel && <div className={`min-w-0 ${asideWideOnly ? 'max-lg:hidden' : ''}`}>{aside}</div>}
        </div>
      </div>
    </section>
  );
}

function ListingHero({ title, subtitle, badge, crumbs, phoneLead, children }: PageHeroProps) {
  // With a phone lead, the eyebrow and the subtitle wait for 640 px: below, the title and that one line.
  const wide = phoneLead ? 'max-sm:hidden' : '';
  return (
    <section aria-labelledby="page-title" className="border-b border-border bg-surface">
      <div className={`mx-auto max-w-7xl px-4 pt-8 sm:px-6 sm:pb-14 lg:px-8 ${phoneLead ? 'pb-6' : 'pb-10'}`}>
        {crumbs}
        {/* Across, the intro starts level with the title (past the eyebrow's line), not bottom-aligned to it,
            which left the title low beside an empty band above it when the intro and its buttons ran taller. */}
        <div className={`grid sm:mt-8 sm:gap-6 lg:mt-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-16 ${phoneLead ? 'mt-4 gap-2' : 'mt-8 gap-6'}`}>
          <div>
            {badge && <Eyebrow className={wide}>{badge}</Eyebrow>}
            <h1 id="page-title" className={`text-balance text-4xl font-bold tracking-tight sm:mt-3 sm:text-5xl ${phoneLead ? '' : 'mt-3'}`}>
              {title}
            </h1>
          </div>
          <div className={badge ? 'lg:pt-10' : 'lg:pt-1'}>
            {phoneLead && <p className="text-pretty text-muted sm:hidden">{phoneLead}</p>}
            {subtitle && <p className={`max-w-[65ch] text-pretty text-lg leading-8 text-muted ${wide}`}>{subtitle}</p>}
            {children && <div className={`flex flex-wrap gap-3 sm:mt-6 ${phoneLead ? 'mt-3' : 'mt-6'}`}>{children}</div>}
          </div>
        </div>
      </div>
    </section>
  );
}

function BannerHero({
  title,
  subtitle,
  badge,
  badgeVariant = 'secondary',
  variant = 'gradient',
  customClassName = '',
  particles = true,
  animatedBackground = true,
  crumbs,
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
          className={`absolute inset-y-0 left-0 -z-20 w-[200%] animate-gradient opacity-60 ${
            onDark
              ? 'sheen-brand'
              : 'sheen-brand-soft'
          }`}
        />
      )}
      {particles && <ParticleCanvas tone={onDark ? 'dark' : 'auto'} />}
      {crumbs && <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">{crumbs}</div>}
      {/* Left-aligned on phones, where a centred lead runs to four or five ragged lines; centred from 640 px. */}
      <div className="mx-auto max-w-5xl px-4 py-16 text-left sm:px-6 sm:py-24 sm:text-center lg:px-8">
        {badge && <Badge variant={badgeVariant}>{badge}</Badge>}
        <h1 id="page-title" className="mt-4 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">
          <KeepCompounds text={title} />
        </h1>
        {subtitle && (
          <p className={`mt-5 max-w-3xl text-pretty sm:mx-auto text-lg leading-8 ${onDark ? 'text-white/85' : 'text-muted'}`}>{subtitle}</p>
        )}
        {children && <div className="mt-8 flex flex-wrap gap-3 sm:justify-center">{children}</div>}
      </div>
    </section>
  );
}
