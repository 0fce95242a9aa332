import { notFound } from 'next/navigation';
import { ProjectStory } from '@/components/projects/project-story';
import { completedProjects, projectStoryPath } from '@/content/projects';
import { pageMetadata } from '@/content/metadata';

type Props = { params: Promise<{ id: string }> };

/** Every completed project has its story page, prerendered; any other id is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return completedProjects.map((project) => ({ id: String(project.id) }));
}

function findProject(param: string) {
  // Canonical ids only: "01" or "1.0" are not the same page as "1".
  if (!/^[1-9]\d*$/.test(param)) return undefined;
  return completedProjects.find((project) => String(project.id) === param);
}

export async function generateMetadata({ params }: Props) {
  const project = findProject((await params).id);
  if (!project) notFound();
  return pageMetadata({
    path: projectStoryPath(project),
    title: project.title,
    description: project.description.length > 160 ? `${project.description.slice(0, 157).trimEnd()}…` : project.description,
    type: 'article',
    image: { url: project.image.src, width: 1920, height: 1200, alt: project.image.alt },
  });
}

export default async function ProjectStoryPage({ params }: Props) {
  const project = findProject((await params).id);
  if (!project) notFound();
  const index = completedProjects.indexOf(project);
  const next = completedProjects[(index + 1) % completedProjects.length];
  return <ProjectStory project={project} next={next === project ? undefined : next} />;
}
