import { FormSentPage, outcomeMetadata } from '@/components/forms/outcome-pages';

/** Where an application sent without JavaScript lands (303 from /api/career-apply). */
export const metadata = outcomeMetadata('career', 'sent');

export default function CareerSentPage() {
  return <FormSentPage form="career" />;
}
