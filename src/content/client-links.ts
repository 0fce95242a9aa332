/**
 * Where the site tells the story behind an organisation on the home page's wall of
 * clients (src/content/clients.ts): the completed project it was the client or
 * partner of (its story page), else the project under way (its card on
 * /projects/current), else its partner card on /about/collaborations. Read from
 * content/projects/ and content/collaborators/ by the English name, so a wall entry
 * is linked as soon as a project or partner names it, and never by hand.
 */
import { type Client } from './clients';
import { collaborators } from './collaborators';
import { english, translatable } from './i18n';
import { pages } from './pages';
import { completedProjects, currentProjects, projectStoryPath } from './projects';

export type ClientLinkKind = 'story' | 'project' | 'partner';
/** `title`: the story's or the project's own title (in the page's language), where the link lands on one. */
export type ClientLink = { href: string; kind: ClientLinkKind; title?: string };

/** The organisation a project names, in English (the wall's names are not translated). */
function organisationOf(project: { client?: string; partner?: string }): string | undefined {
  const p = english(project);
  return p.client ?? p.partner;
}

export function clientLink(client: Pick<Client, 'name'>): ClientLink | undefined {
  const story = completedProjects.find((p) => p.story && organisationOf(p) === client.name);
  if (story) return { href: projectStoryPath(story), kind: 'story', title: story.title };
  const current = currentProjects.find((p) => organisationOf(p) === client.name);
  if (current) return { href: `${pages.projectsCurrent.path}#current-project-${current.id}`, kind: 'project', title: current.title };
  if (collaborators.some((c) => english(c).organization === client.name)) return { href: pages.collaborations.path, kind: 'partner' };
  return undefined;
}

/** The strip's words about its links: `{name}` is the organisation's name. */
export const clientLinksCopy = translatable('client-links.clientLinksCopy', {
  intro: 'Names marked with an arrow link to the project we built or are building with them, or to our partnership.',
  linkLabels: {
    story: '{name}: read the project story',
    project: '{name}: see the project under way',
    partner: '{name}: see our partnership',
  } satisfies Record<ClientLinkKind, string>,
});
