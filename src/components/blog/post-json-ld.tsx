import { JsonLd } from '@/components/ui/json-ld';
import { authorPath, blogCover, postPath, postWordCount, type BlogPost } from '@/content/blog';
import { company } from '@/content/company';
import { pages, pageSections } from '@/content/pages';
import { uiCopy } from '@/content/ui';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { absoluteUrl, siteUrl } from '@/lib/site';

/** BlogPosting and breadcrumb structured data for one post. */
export function PostJsonLd({ post }: { post: BlogPost }) {
  const url = absoluteUrl(postPath(post));
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: { '@type': 'ImageObject', url: absoluteUrl(post.imageUrl), width: blogCover.width, height: blogCover.height },
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    wordCount: postWordCount(post),
    inLanguage: 'en-IN',
    // The same person the byline names and links to, as a member of the company.
    author: {
      '@type': 'Person',
      name: post.author.name,
      jobTitle: post.author.role,
      url: absoluteUrl(authorPath(post.author)),
      worksFor: { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: company.name },
    },
    publisher: { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: company.name, logo: absoluteUrl('/images/brand/logo.png') },
  };
  const breadcrumb = breadcrumbJsonLd(breadcrumbTrail(pages.blogs, pageSections, { name: post.title, path: postPath(post) }, uiCopy.breadcrumb.home));
  return (
    <>
      <JsonLd data={posting} />
      <JsonLd data={breadcrumb} />
    </>
  );
}
