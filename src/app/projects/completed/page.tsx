import { PageHero } from '@/components/layout/page-hero';
import { BackLink } from '@/components/projects/back-link';
import { CompletedProjectArticle } from '@/components/projects/completed-project-article';
import { JsonLd } from '@/components/ui/json-ld';
import { pages } from '@/content/pages';
import { completedProjects, projectsCopy } from '@/content/projects';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.projectsCompleted);

export default function CompletedProjectsPage() {
  const copy = projectsCopy.completed;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: pages.projects.title, path: pages.projects.path },
          { name: pages.projectsCompleted.title, path: pages.projectsCompleted.path },
        ])}
      />
      <PageHero title={copy.heroTitle} subtitle={copy.heroSubtitle} badge={copy.heroBadge} />
      <section aria-labelledby="completed-list-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <BackLink href={pages.projects.path} label={copy.backLabel} />
        <h2 id="completed-list-title" className="mt-6 text-3xl font-bold tracking-tight">
          {copy.listTitle}
        </h2>
        <div className="mt-8 space-y-10">
          {completedProjects.map((project, index) => (
            <CompletedProjectArticle key={project.id} project={project} priority={index === 0} />
          ))}
        </div>
        <div className="mt-12">
          <BackLink href={pages.projects.path} label={copy.backLabel} />
        </div>
      </section>
    </>
  );
}
