import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { pages } from '@/content/pages';
import { currentProjects, projectsCopy } from '@/content/projects';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.projectsCurrent);

export default function CurrentProjectsPage() {
  return (
    <ProjectListPage page={pages.projectsCurrent} copy={projectsCopy.current} id="current-list">
      <div className="even-grid even-grid-3 gap-6">
        {currentProjects.map((project, index) => (
          <CurrentProjectCard key={project.id} project={project} priority={index === 0} />
        ))}
      </div>
    </ProjectListPage>
  );
}
