import { IconTile } from '@/components/ui/icon-tile';
import { CheckList } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import type { DetailSection } from '@/content/services-details';
import { CheckIcon, ServiceIcon } from './service-icon';

/** Renders a service page's content sections, alternating plain and tinted backgrounds. */
export function DetailSections({ sections }: { sections: DetailSection[] }) {
  return sections.map((section, index) => (
    <Section align="start"
      key={section.id}
      id={section.id}
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro}
      tone={index % 2 === 0 ? 'tinted' : 'plain'}
    >
      <SectionBody section={section} />
    </Section>
  ));
}

function SectionBody({ section }: { section: DetailSection }) {
  switch (section.kind) {
    case 'groups':
      return (
        <div className="even-grid even-grid-3 gap-5">
          {section.groups.map((group) => (
            <div key={group.title} data-reveal className="rounded-2xl border border-border bg-bg p-6 shadow-sm">
              <h3 className="text-lg font-bold">{group.title}</h3>
              {group.description && <p className="mt-1.5 text-sm leading-6 text-muted">{group.description}</p>}
              <CheckList items={group.items} icon={<CheckIcon className="mt-0.5 size-5 shrink-0 text-brand" />} className="mt-4 space-y-2.5" itemClassName="flex gap-2.5 leading-6" />
            </div>
          ))}
        </div>
      );
    case 'features':
      return (
        <div className="even-grid even-grid-3 gap-5">
          {section.features.map((feature) => (
            <div key={feature.title} data-reveal className="rounded-2xl border border-border bg-bg p-6 shadow-sm">
              <span className="grid size-12 place-items-center rounded-xl bg-brand text-brand-fg">
                <ServiceIcon name={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
              <p className="mt-2 leading-7 text-muted">{feature.description}</p>
            </div>
          ))}
        </div>
      );
    case 'steps':
      return (
        // A sequence reads top to bottom: one ruled column, which can never leave an orphan.
        <ol className="mx-auto max-w-3xl divide-y divide-border border-y border-border">
          {section.steps.map((step, i) => (
            <IconTile key={step.title} reveal className="flex gap-5 py-5" titleClassName="font-bold" textClassName="mt-1 leading-7 text-muted"
              icon={<span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-brand-fg">{i + 1}</span>} title={step.title} text={step.description} />
          ))}
        </ol>
      );
  }
}
