import type { Metadata } from 'next';
import Link from '@/components/ui/local-link';
import { PageHero } from '@/components/layout/page-hero';
import { postPath, posts } from '@/content/blog';
import { pageGroupOrder, pageList, pages, sitemapCopy } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.sitemap);

export default function SitemapPage() {
  return (
    <>
      <PageHero title={pages.sitemap.title} subtitle={pages.sitemap.description} badge={sitemapCopy.badge} variant="light" particles={false} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {pageGroupOrder.map((group) => {
          const entries = pageList.filter((page) => page.group === group);
          const extra = group === 'Blogs' ? posts.map((post) => ({ path: postPath(post), title: post.title })) : [];
          if (entries.length + extra.length === 0) return null;
          // An id holds no spaces ("About Us"): aria-labelledby would read it as two ids.
          const headingId = `group-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <section key={group} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-lg font-bold">
                {sitemapCopy.groups[group]}
              </h2>
              <ul className="mt-3 space-y-1">
                {[...entries, ...extra].map((entry) => (
                  <li key={entry.path}>
                    <Link href={entry.path} className="inline-block py-1.5 text-accent hover:underline">
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
