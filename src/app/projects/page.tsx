import { PageHero } from '@/components/layout/page-hero';
import { CompletedProjectCard } from '@/components/projects/completed-project-card';
import { CtaBand } from '@/components/ui/cta-band';
import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { ArrowRightIcon } from '@/components/projects/icons';
import { OutlineLightLink } from '@/components/projects/outline-light-link';
import { StatGrid } from '@/components/sections/stat-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { completedProjects, featuredCurrentProjects, projectsCopy } from '@/content/projects';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.projects);

export default function ProjectsPage() {
  const copy = projectsCopy.overview;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: pages.projects.title, path: pages.projects.path }])} />
      <PageHero title={copy.heroTitle} subtitle={copy.heroSubtitle} badge={copy.heroBadge}>
        <ButtonLink href={pages.projectsCompleted.path} variant="light">
          {pages.projectsCompleted.title}
        </ButtonLink>
        <OutlineLightLink href={pages.projectsCurrent.path}>{pages.projectsCurrent.title}</OutlineLightLink>
      </PageHero>

      <section aria-labelledby="projects-stats-title" className="border-b border-border bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h2 id="projects-stats-title" className="sr-only">
            {copy.statsTitle}
          </h2>
          <StatGrid stats={copy.stats} staggerMs={200} />
        </div>
      </section>

      <Section id="completed" eyebrow={copy.completedEyebrow} title={copy.completedTitle} intro={copy.completedIntro}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {completedProjects.map((project, index) => (
            <CompletedProjectCard key={project.id} project={project} priority={index === 0} />
          ))}
        </div>
        <div className="mt-10 text-center">
          <ButtonLink href={pages.projectsCompleted.path} variant="secondary">
            {copy.completedLinkLabel}
            <ArrowRightIcon />
          </ButtonLink>
        </div>
      </Section>

      <Section id="current" tone="tinted" eyebrow={copy.currentEyebrow} title={copy.currentTitle} intro={copy.currentIntro}>
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {featuredCurrentProjects.map((project) => (
            <CurrentProjectCard key={project.id} project={project} />
          ))}
        </div>
        <div className="mt-10 text-center">
          <ButtonLink href={pages.projectsCurrent.path} variant="secondary">
            {copy.currentLinkLabel}
            <ArrowRightIcon />
          </ButtonLink>
        </div>
      </Section>

      <div className="pt-16 sm:pt-20">
        <CtaBand id="projects-cta" title={copy.ctaTitle} text={copy.ctaText}>
          <ButtonLink href="/contact" variant="light">
            {copy.ctaButton}
          </ButtonLink>
        </CtaBand>
      </div>
    </>
  );
}
