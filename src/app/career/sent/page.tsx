import type { Metadata } from 'next';
import { FormOutcome } from '@/components/forms/form-outcome';
import { PageHero } from '@/components/layout/page-hero';
import { careerContent } from '@/content/career';

/** Where an application sent without JavaScript lands (303 from /api/career-apply). */
export const metadata: Metadata = { title: careerContent.sent.title, robots: { index: false, follow: true } };

export default function CareerSentPage() {
  const copy = careerContent.sent;
  return (
    <>
      <PageHero title={copy.title} subtitle={copy.subtitle} particles={false} />
      <FormOutcome body={copy.body} back={{ href: '/career', label: copy.back }} home={copy.home} />
    </>
  );
}
