import { PageHero } from '@/components/layout/page-hero';
import { BackLink } from '@/components/projects/back-link';
import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { JsonLd } from '@/components/ui/json-ld';
import { pages } from '@/content/pages';
import { currentProjects, projectsCopy } from '@/content/projects';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.projectsCurrent);

export default function CurrentProjectsPage() {
  const copy = projectsCopy.current;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: pages.projects.title, path: pages.projects.path },
          { name: pages.projectsCurrent.title, path: pages.projectsCurrent.path },
        ])}
      />
      <PageHero title={copy.heroTitle} subtitle={copy.heroSubtitle} badge={copy.heroBadge} />
      <section aria-labelledby="current-list-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <BackLink href={pages.projects.path} label={copy.backLabel} />
        <h2 id="current-list-title" className="mt-6 text-3xl font-bold tracking-tight">
          {copy.listTitle}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {currentProjects.map((project, index) => (
            <CurrentProjectCard key={project.id} project={project} priority={index === 0} />
          ))}
        </div>
        <div className="mt-12">
          <BackLink href={pages.projects.path} label={copy.backLabel} />
        </div>
      </section>
    </>
  );
}
