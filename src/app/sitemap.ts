import type { MetadataRoute } from 'next';
import { postPath, posts } from '@/content/blog';
import { pageList } from '@/content/pages';
import { completedProjects, projectStoryPath } from '@/content/projects';
import { LOCALES, localizePath } from '@/lib/i18n';
import { languageAlternates } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site';

type Entry = { path: string; lastModified?: string; changeFrequency: 'monthly' | 'yearly'; priority: number };

/**
 * Every page in every language: the English address and its Hindi and Marathi twins, each
 * with the alternates of the other languages (as search engines read hreflang from a sitemap).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const entries: Entry[] = [
    ...pageList.map((page) => ({ path: page.path, changeFrequency: 'monthly' as const, priority: page.path === '/' ? 1 : 0.7 })),
    ...posts.map((post) => ({ path: postPath(post), lastModified: post.date, changeFrequency: 'yearly' as const, priority: 0.5 })),
    ...completedProjects.map((project) => ({
      path: projectStoryPath(project),
      lastModified: project.completionDate,
      changeFrequency: 'yearly' as const,
      priority: 0.5,
    })),
  ];
  return LOCALES.flatMap((locale) =>
    entries.map(({ path, ...entry }) => ({
      url: absoluteUrl(localizePath(path, locale)),
      ...entry,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
