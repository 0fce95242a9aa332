import type { Metadata } from 'next';
import { FormSentPage, outcomeMetadata } from '@/components/forms/outcome-pages';

/** Where a contact message sent without JavaScript lands (303 from /api/contact). */
export const generateMetadata = (): Metadata => outcomeMetadata('contact', 'sent');

export default function ContactSentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FormSentPage form="contact" searchParams={searchParams} />;
}
