import { PageHero } from '@/components/layout/page-hero';
import { JsonLd } from '@/components/ui/json-ld';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';
import { organizationJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pages.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero title="Powering the Future with Clean Fuels" subtitle="Green hydrogen, compressed biogas and biomass solutions from Pune, India." badge="Renewable energy" />
    </>
  );
}
