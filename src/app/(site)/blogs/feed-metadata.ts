import type { Metadata } from 'next';
import { blogFeedPath } from '@/content/blog';
import { company } from '@/content/company';
import { absoluteUrl } from '@/lib/site';

/** Adds the RSS feed to a blog page's <head> as <link rel="alternate" type="application/rss+xml">. */
export function withFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: absoluteUrl(blogFeedPath), title: `${company.shortName} Blog` }] },
    },
  };
}
