import { blogCopy, blogFeedPath, postPath, posts } from '@/content/blog';
import { company } from '@/content/company';
import { formatRfc822 } from '@/lib/format';
import { absoluteUrl } from '@/lib/site';

export const dynamic = 'force-static';

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** RSS 2.0 feed of the blog, linked from the blog pages' <head>. */
export function GET() {
  const newest = posts.map((post) => post.date).sort().at(-1);
  const items = posts
    .map((post) => {
      const link = absoluteUrl(postPath(post));
      return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${formatRfc822(post.date)}</pubDate>
      <description>${xml(post.excerpt)}</description>
      <category>${xml(post.category)}</category>
      <dc:creator>${xml(post.author.name)}</dc:creator>
    </item>`;
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(`${company.shortName} ${blogCopy.feed.title}`)}</title>
    <link>${xml(absoluteUrl('/blogs'))}</link>
    <atom:link href="${xml(absoluteUrl(blogFeedPath))}" rel="self" type="application/rss+xml"/>
    <description>${xml(blogCopy.feed.description)}</description>
    <language>en-in</language>
${newest ? `    <lastBuildDate>${formatRfc822(newest)}</lastBuildDate>
` : ''}${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
