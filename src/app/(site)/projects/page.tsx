import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/page-hero';
import { CompletedProjectCard } from '@/components/projects/completed-project-card';
import { CtaBand } from '@/components/ui/cta-band';
import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { PlantMap, type MappedPlant } from '@/components/projects/plant-map';
import { SeeAllLink } from '@/components/projects/see-all-link';
import { FigureRow } from '@/components/ui/figure-row';
import { GoalProgress } from '@/components/projects/goal-progress';
import { ButtonLink } from '@/components/ui/button-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { feedstockContent } from '@/content/feedstock';
import { pages } from '@/content/pages';
import { english } from '@/content/i18n';
import { plantMap, townOf } from '@/content/plant-map';
import { completedProjects, currentProjects, featuredCurrentProjects, projectsCopy, projectStoryPath } from '@/content/projects';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.projects);

/**
 * Every project with a location, completed first: the rows of the map and its table. The
 * town that places a marker is read from the English location, whatever the page's language.
 */
function mappedPlants(): MappedPlant[] {
  const town = (p: { location?: string }) => townOf(english(p).location ?? '');
  const completed = completedProjects.flatMap((p) =>
    p.location ? [{ key: `completed-${p.id}`, title: p.title, location: p.location, town: town(p), capacity: p.capacity, status: 'completed' as const, month: p.completionDate.slice(0, 7), href: p.story ? projectStoryPath(p) : undefined }] : [],
  );
  const current = currentProjects.map((p) => ({ key: `current-${p.id}`, title: p.title, location: p.location, town: town(p), capacity: p.capacity, status: 'current' as const, month: p.estimatedCompletion.slice(0, 7) }));
  return [...completed, ...current];
}

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
      <GoalProgress />

      <Section align="start" id="map" eyebrow={plantMap.eyebrow} title={plantMap.title} intro={plantMap.intro}>
        <PlantMap plants={mappedPlants()} />
      </Section>

      <Section align="start" id="completed" tone="tinted" eyebrow={copy.completedEyebrow} title={copy.completedTitle} intro={copy.completedIntro}>
        <div className="even-grid even-grid-3 gap-6">
          {completedProjects.map((project, index) => (
            <CompletedProjectCard key={project.id} project={project} priority={index === 0} />
          ))}
        </div>
        <SeeAllLink href={pages.projectsCompleted.path} label={copy.completedLinkLabel} />
      </Section>

      <Section align="start" id="current" eyebrow={copy.currentEyebrow} title={copy.currentTitle} intro={copy.currentIntro}>
        <div className="even-grid gap-6">
          {featuredCurrentProjects.map((project) => (
            <CurrentProjectCard key={project.id} project={project} />
          ))}
        </div>
        <SeeAllLink href={pages.projectsCurrent.path} label={copy.currentLinkLabel} />
      </Section>

      <CtaBand
        id="projects-cta"
        title={copy.ctaTitle}
        text={copy.ctaText}
        note={feedstockContent.crossLinks.projects.text}
        actions={[
          { label: copy.ctaButton, href: pages.contact.path },
          { label: feedstockContent.crossLinks.projects.label, href: pages.feedstock.path },
        ]}
      />
    </>
  );
}
