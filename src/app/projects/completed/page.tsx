import { CompletedProjectArticle } from '@/components/projects/completed-project-article';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { pages } from '@/content/pages';
import { completedProjects, projectsCopy } from '@/content/projects';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.projectsCompleted);

export default function CompletedProjectsPage() {
  return (
    <ProjectListPage page={pages.projectsCompleted} copy={projectsCopy.completed} id="completed-list">
      <div className="space-y-10">
        {completedProjects.map((project, index) => (
          <CompletedProjectArticle key={project.id} project={project} priority={index === 0} />
        ))}
      </div>
    </ProjectListPage>
  );
}
