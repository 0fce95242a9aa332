import type { TeamMember } from '@/content/team';
import { uiCopy } from '@/content/ui';
import { fillTemplate } from '@/lib/format';
import { ExternalIcon, MailIcon } from './icon';
import { PersonCard } from './person-card';
import { Portrait } from './portrait';

/** A team member: portrait (photo, or a typographic card with initials), name, role, description, e-mail and profile links. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <PersonCard
      variant="member"
      media={<Portrait name={member.name} image={member.image} sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3]" />}
      name={member.name}
      role={member.role}
      description={member.description}
      topics={{ label: `${member.name}: areas of focus`, items: member.focus }}
    >
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
          {uiCopy.linkedinProfile}
          <span className="sr-only">
            {' '}
            {fillTemplate(uiCopy.profileOf, { name: member.name })} {uiCopy.newTab}
          </span>
        </a>
      </div>
    </PersonCard>
  );
}
