import type { MetadataRoute } from 'next';
import { posts } from '@/content/blog';
import { pageList, pages } from '@/content/pages';
import { completedProjects } from '@/content/projects';
import { absoluteUrl } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...pageList.map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: 'monthly' as const,
      priority: page.path === '/' ? 1 : 0.7,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/blogs/${post.id}`),
      lastModified: post.date,
      changeFrequency: 'yearly' as const,
      priority: 0.5,
    })),
    ...completedProjects.map((project) => ({
      url: absoluteUrl(`${pages.projectsCompleted.path}/${project.id}`),
      lastModified: project.completionDate,
      changeFrequency: 'yearly' as const,
      priority: 0.5,
    })),
  ];
}
