import type { TeamMember } from '@/content/team';
import { uiCopy } from '@/content/ui';
import { fillTemplate } from '@/lib/format';
import { ExternalIcon, MailIcon } from './icon';
import { PersonCard } from './person-card';
import { Portrait } from './portrait';

/** A team member: portrait (photo, or their initials as a monogram), name, role, disciplines, description, e-mail and profile links. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <PersonCard
      portrait={<Portrait name={member.name} image={member.image} />}
      name={member.name}
      role={member.role}
      description={member.description}
      topics={{ label: `${member.name}: areas of focus`, items: member.focus }}
    >
      <div className="mt-4 flex flex-col gap-x-6 sm:flex-row sm:flex-wrap">
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
