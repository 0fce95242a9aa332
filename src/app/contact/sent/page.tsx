import type { Metadata } from 'next';
import { FormOutcome } from '@/components/forms/form-outcome';
import { PageHero } from '@/components/layout/page-hero';
import { contactContent } from '@/content/contact';

/** Where a contact message sent without JavaScript lands (303 from /api/contact). */
export const metadata: Metadata = { title: contactContent.sent.title, robots: { index: false, follow: true } };

export default function ContactSentPage() {
  const copy = contactContent.sent;
  return (
    <>
      <PageHero title={copy.title} subtitle={copy.subtitle} particles={false} />
      <FormOutcome body={copy.body} back={{ href: '/contact', label: copy.back }} home={copy.home} />
    </>
  );
}
