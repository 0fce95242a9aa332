import { notFound, permanentRedirect } from 'next/navigation';
import { canonicalServiceSlug, servicePath } from '@/content/services';

/**
 * Every real page under /services has its own static folder, which wins over
 * this dynamic segment. Anything else lands here: a known id typed in another
 * casing (`/services/Biomass-characterization`) is permanently redirected (308)
 * to its lower-case URL; any other id is a 404.
 */
export default async function ServiceIdFallback({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const slug = canonicalServiceSlug(id);
  if (slug && slug !== id) permanentRedirect(servicePath(slug));
  notFound();
}
