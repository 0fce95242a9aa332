import type { ReactNode } from 'react';

/**
 * A person on the team and collaborations pages, set like a partner card of a consultancy:
 * the portrait (photo or monogram) beside the name set large, the role and the person's
 * disciplines under it, then a description and the links (`children`). A collaborator's
 * card opens with the organisation (`organisation`: its picture and name) above the person.
 */
export function PersonCard({
  organisation,
  portrait,
  name,
  role,
  description,
  topics,
  children,
}: {
  organisation?: ReactNode;
  portrait: ReactNode;
  name: string;
  role: string;
  description: string;
  /** `label` names the list for assistive technology. */
  topics: { label: string; items: readonly string[] };
  children: ReactNode;
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-bg p-5 sm:p-8" data-reveal>
      {organisation}
      <div className="flex items-start gap-4 sm:gap-5">
        {portrait}
        <div className="min-w-0">
          <h3 className="text-balance text-xl font-semibold sm:text-2xl leading-tight tracking-tight text-fg">{name}</h3>
          <p className="mt-1.5 text-sm font-semibold text-brand">{role}</p>
          {/* The disciplines as a quiet line of text (dot-separated), not a row of chips. */}
          <ul className="mt-2 flex flex-wrap gap-x-2 text-sm leading-6 text-muted" aria-label={topics.label}>
            {topics.items.map((item) => (
              <li key={item} className="not-last:after:ml-2 not-last:after:content-['·']">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* One rule a card: under the organisation on a collaborator's card, else between the person and the description. */}
      <p className={`flex-1 leading-7 text-muted ${organisation ? 'mt-4' : 'mt-5 border-t border-border pt-5'}`}>{description}</p>
      {children}
    </article>
  );
}
