import type { TeamMember } from '@/content/team';
import { ExternalIcon, MailIcon } from './icon';
import { Portrait } from './portrait';

/** A team member: portrait (photo, or a typographic card with initials), name, role, description, e-mail and profile links. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-bg shadow-sm transition-shadow hover:shadow-lg" data-reveal>
      <Portrait
        name={member.name}
        image={member.image}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3]"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-fg">{member.name}</h3>
        <p className="mt-1 text-sm font-semibold text-brand">{member.role}</p>
        <p className="mt-4 flex-1 leading-7 text-muted">{member.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${member.name}: areas of focus`}>
          {member.focus.map((f) => (
            <li key={f} className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-fg">
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-1 border-t border-border pt-4">
          <a
            href={`mailto:${member.email}`}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent hover:underline"
            aria-label={`E-mail ${member.name} at ${member.email}`}
          >
            <MailIcon className="h-4 w-4 shrink-0" />
            <span className="min-w-0">
              {member.email.split('@')[0]}
              <wbr />@{member.email.split('@')[1]}
            </span>
          </a>
          <a
            href={member.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent hover:underline"
          >
            <ExternalIcon className="h-4 w-4 shrink-0" />
            LinkedIn profile
            <span className="sr-only">
              {' '}
              of {member.name} (opens in a new tab)
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}
