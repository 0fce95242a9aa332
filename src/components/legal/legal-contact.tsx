import { company, formatAddress } from '@/content/company';
import { legalCopy } from '@/content/legal';

/** The company's contact details (from company.ts) for privacy and legal questions. */
export function LegalContact({ heading }: { heading: string }) {
  const labels = legalCopy.contactLabels;
  return (
    <address className="not-italic rounded-xl border border-border bg-surface p-5">
      <p className="font-semibold text-fg">{heading}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted">{labels.emailLabel}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
        <dt className="font-medium text-muted">
          {labels.phoneLabel} ({company.phones.office.label})
        </dt>
        <dd>
          <a href={`tel:${company.phones.office.e164}`}>{company.phones.office.display}</a>
        </dd>
        <dt className="font-medium text-muted">{labels.address}</dt>
        <dd>{formatAddress()}</dd>
        <dt className="font-medium text-muted">{labels.hours}</dt>
        <dd>{company.businessHours.map((h) => `${h.label}: ${h.display}`).join('; ')}</dd>
      </dl>
    </address>
  );
}
