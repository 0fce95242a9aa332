import { CompletedProjectArticle } from '@/components/projects/completed-project-article';
import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { pages } from '@/content/pages';
import { completedProjects, currentProjects, projectsCopy } from '@/content/projects';

/** Each listing: its page, its copy, how its list is laid out and its entries (the first one's picture loads first). */
const listings = {
  completed: {
    page: pages.projectsCompleted,
    copy: projectsCopy.completed,
    layout: 'space-y-10',
    entries: () => completedProjects.map((project, index) => <CompletedProjectArticle key={project.id} project={project} priority={index === 0} />),
  },
  current: {
    page: pages.projectsCurrent,
    copy: projectsCopy.current,
    layout: 'even-grid even-grid-3 gap-6',
    entries: () => currentProjects.map((project, index) => <CurrentProjectCard key={project.id} project={project} priority={index === 0} />),
  },
};

/** The /projects/completed and /projects/current pages. */
export function ProjectListing({ kind }: { kind: keyof typeof listings }) {
  const { page, copy, layout, entries } = listings[kind];
  return (
    <ProjectListPage page={page} copy={copy} id={`${kind}-list`}>
      <div className={layout}>{entries()}</div>
    </ProjectListPage>
  );
}
