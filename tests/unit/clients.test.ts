/**
 * The home page's wall of clients (src/content/clients.ts) is backed by the rest of the
 * site: every organisation the site names as a client or partner is on it, and every
 * mark that links somewhere (src/content/client-links.ts) leads to a page that names that
 * organisation. Read from the content; no count or name is written here.
 */
import { describe, expect, it } from 'vitest';
import { clientLink } from '@/content/client-links';
import { clients } from '@/content/clients';
import { collaborators } from '@/content/collaborators';
import { inLocale } from '@/content/i18n';
import { pages } from '@/content/pages';
import { completedProjects, currentProjects, projectStoryPath } from '@/content/projects';
import { biomassClient } from '@/content/technology-biomass';

const wall = new Set(clients.map((c) => c.name));
const projects = [...completedProjects, ...currentProjects];
const organisationOf = (p: { client?: string; partner?: string }) => p.client ?? p.partner;

describe('wall of clients', () => {
  it('has every project client or partner, every collaborator and the biomass page client story', () => {
    const named = [
      ...projects.flatMap((p) => (organisationOf(p) ? [organisationOf(p)!] : [])),
      ...collaborators.map((c) => c.organization),
      biomassClient.name,
    ];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !wall.has(name))).toEqual([]);
  });

  // The plants stand in real towns, but the site is a fictional company's: crediting a town's
  // own municipal body with a plant it never commissioned would misrepresent a real public body.
  it('credits no plant to the municipal body of the real town it stands in', () => {
    const towns = new Set(projects.flatMap((p) => (p.location ? [p.location.split(',')[0]!.trim().toLowerCase()] : [])));
    expect(towns.size).toBeGreaterThan(0);
    const publicBody = /municipal|corporation|council|nagar (?:parishad|panchayat|nigam)|mahanagar/i;
    const townBodies = clients.filter((c) => publicBody.test(c.name) && c.name.toLowerCase().split(/\s+/).some((word) => towns.has(word)));
    expect(townBodies.map((c) => c.name)).toEqual([]);
  });

  it('names no organisation twice', () => {
    expect(wall.size).toBe(clients.length);
  });

  it('links every mark that has a project or partner, to a page that names it', () => {
    const linked = clients.flatMap((c) => {
      const link = clientLink(c);
      return link ? [{ client: c, link }] : [];
    });
    // Every organisation a project or collaborator names gets its link.
    const backed = new Set([...projects.map(organisationOf), ...collaborators.map((c) => c.organization)]);
    expect(clients.filter((c) => backed.has(c.name) && !clientLink(c)).map((c) => c.name)).toEqual([]);
    for (const { client, link } of linked) {
      const [path, hash] = link.href.split('#');
      if (link.kind === 'story') {
        const project = completedProjects.find((p) => projectStoryPath(p) === path);
        expect(project?.story, `${client.name}: ${link.href} is a completed project with a story`).toBeTruthy();
        expect(organisationOf(project!), link.href).toBe(client.name);
      } else if (link.kind === 'project') {
        expect(path).toBe(pages.projectsCurrent.path);
        const project = currentProjects.find((p) => `current-project-${p.id}` === hash);
        expect(project, `${client.name}: #${hash} is the card of a current project`).toBeTruthy();
        expect(organisationOf(project!)).toBe(client.name);
      } else {
        expect(path).toBe(pages.collaborations.path);
        expect(collaborators.map((c) => c.organization)).toContain(client.name);
      }
    }
  });

  it('links the same marks on a Hindi or Marathi page, whose project names are translated', () => {
    const english = clients.map((c) => clientLink(c)?.href);
    for (const locale of ['hi', 'mr'] as const) expect(inLocale(locale, () => clients.map((c) => clientLink(c)?.href))).toEqual(english);
  });
});
