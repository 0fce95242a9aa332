import { PageHero } from '@/components/layout/page-hero';
import { CompletedProjectCard } from '@/components/projects/completed-project-card';
import { CtaBand } from '@/components/ui/cta-band';
import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { SeeAllLink } from '@/components/projects/see-all-link';
import { FigureRow } from '@/components/ui/figure-row';
import { ButtonLink } from '@/components/ui/button-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { completedProjects, featuredCurrentProjects, projectsCopy } from '@/content/projects';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata(pages.projects);

export default function ProjectsPage() {
  const copy = projectsCopy.overview;
  return (
    <>
      <PageHero layout="listing" title={copy.heroTitle} subtitle={copy.heroSubtitle} badge={copy.heroBadge} crumbs={<Breadcrumbs page={pages.projects} />}>
        <ButtonLink href={pages.projectsCompleted.path}>{pages.projectsCompleted.title}</ButtonLink>
        <ButtonLink href={pages.projectsCurrent.path} variant="secondary">
          {pages.projectsCurrent.title}
        </ButtonLink>
      </PageHero>

      <FigureRow label={copy.statsTitle} stats={copy.stats} />

      <Section align="start" id="completed" eyebrow={copy.completedEyebrow} title={copy.completedTitle} intro={copy.completedIntro}>
        <div className="even-grid even-grid-3 gap-6">
          {completedProjects.map((project, index) => (
            <CompletedProjectCard key={project.id} project={project} priority={index === 0} />
          ))}
        </div>
        <SeeAllLink href={pages.projectsCompleted.path} label={copy.completedLinkLabel} />
      </Section>

      <Section align="start" id="current" tone="tinted" eyebrow={copy.currentEyebrow} title={copy.currentTitle} intro={copy.currentIntro}>
        <div className="even-grid gap-6">
          {featuredCurrentProjects.map((project) => (
            <CurrentProjectCard key={project.id} project={project} />
          ))}
        </div>
        <SeeAllLink href={pages.projectsCurrent.path} label={copy.currentLinkLabel} />
      </Section>

      <CtaBand id="projects-cta" title={copy.ctaTitle} text={copy.ctaText} actions={[{ label: copy.ctaButton, href: pages.contact.path }]} />
    </>
  );
}
