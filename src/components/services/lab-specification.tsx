import { MethodTable } from './method-table';
import { RangeText } from './range-text';
import { benefits, labSpecification as spec, services } from '@/content/services';

/**
 * "Why clients choose our laboratory" as what a client can check: the five services in
 * the service pages' method table (turnaround, what to send, the methods named in the
 * report; stacked per service on a phone), then the six
 * commitments that hold for all of them as a ruled list, in three columns on wide
 * screens (two rows that end cleanly) and one on a phone.
 */
export function LabSpecification() {
  return (
    <div className="space-y-12">
      <MethodTable
        title={spec.title}
        caption={spec.caption}
        columns={spec.columns}
        rows={services.map((service) => ({
          header: service.title,
          cells: [<RangeText key="duration" text={service.duration} />, spec.rows[service.id].sample, spec.rows[service.id].methods],
        }))}
      />
      <p className="!mt-4 max-w-3xl text-sm leading-6 text-muted">
        <strong className="font-semibold text-fg">{spec.accreditation.label}:</strong> {spec.accreditation.text}
      </p>
      <ul className="grid gap-x-10 md:grid-cols-2 lg:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title} data-reveal className="border-t border-border pb-8 pt-5">
            <p className="font-bold">{benefit.title}</p>
            <p className="mt-1.5 text-sm leading-6 text-muted">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
