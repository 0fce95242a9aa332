import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { pages, type PageEntry } from '@/content/pages';
import { BackLink } from './back-link';

type ListCopy = { heroTitle: string; heroSubtitle: string; heroBadge: string; listTitle: string; backLabel: string };

/**
 * The listing page type for one kind of project (completed, current): the
 * breadcrumb trail, a listing hero, the list under its heading and a way back
 * to the projects overview.
 */
export function ProjectListPage({ page, copy, id, children }: { page: PageEntry; copy: ListCopy; id: string; children: ReactNode }) {
  return (
    <>
      <PageHero
        layout="listing"
        title={copy.heroTitle}
        subtitle={copy.heroSubtitle}
        badge={copy.heroBadge}
        crumbs={<Breadcrumbs page={page} />}
      />
      <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {copy.listTitle}
        </h2>
        <div className="mt-8">{children}</div>
        <div className="mt-12 border-t border-border pt-6">
          <BackLink href={pages.projects.path} label={copy.backLabel} />
        </div>
      </section>
    </>
  );
}
