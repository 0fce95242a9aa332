import type { MetadataRoute } from 'next';
import { postPath, posts } from '@/content/blog';
import { pageList } from '@/content/pages';
import { completedProjects, projectStoryPath } from '@/content/projects';
import { absoluteUrl } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...pageList.map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: 'monthly' as const,
      priority: page.path === '/' ? 1 : 0.7,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(postPath(post)),
      lastModified: post.date,
      changeFrequency: 'yearly' as const,
      priority: 0.5,
    })),
    ...completedProjects.map((project) => ({
      url: absoluteUrl(projectStoryPath(project)),
      lastModified: project.completionDate,
      changeFrequency: 'yearly' as const,
      priority: 0.5,
    })),
  ];
}
