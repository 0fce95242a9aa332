/**
 * Projects.
 * Each project is a file in content/projects/ whose `status` (completed or current)
 * puts it in one of the two lists below, ordered by `id`. Dates are ISO strings
 * (YYYY-MM-DD or YYYY-MM); pages format them in en-US. Status is presentation only:
 * completed projects show "Completed", current ones "In Progress".
 */
import { liveArray } from '@/content/collections';
import type { CompletedProject, CurrentProject } from '@/content/collections';
import { countedNoun, countInWords } from '@/lib/format';
import { facts, figure } from './facts';
import { pages } from './pages';
import { translatable } from './i18n';

export type { CompletedProject, CurrentProject } from '@/content/collections';

export const completedProjects: CompletedProject[] = translatable('projects.completedProjects', liveArray((content) => content.completedProjects));

/**
 * The organisation a project names, with its label ("Client" or "Partner"), or none.
 * Either name is on the home page's wall of clients, which links back here.
 */
export function projectOrganisation(project: { client?: string; partner?: string }): { label: string; name: string } | undefined {
  const { labels } = projectsCopy;
  if (project.client) return { label: labels.client, name: project.client };
  if (project.partner) return { label: labels.partner, name: project.partner };
  return undefined;
}

/** The address of a completed project's story page. */
export function projectStoryPath(project: Pick<CompletedProject, 'id'>): string {
  return `${pages.projectsCompleted.path}/${project.id}`;
}

export const currentProjects: CurrentProject[] = translatable('projects.currentProjects', liveArray((content) => content.currentProjects));

/** The overview page shows the first two current projects. */
export const featuredCurrentProjects: CurrentProject[] = translatable('projects.currentProjects', liveArray((content) => content.currentProjects.slice(0, 2)));

/** States a list of projects is in: the last part of each `location` ("Latur, Maharashtra"). */
function stateCount(projects: readonly { location: string }[]): number {
  return new Set(projects.map((p) => p.location.split(',').at(-1)!.trim())).size;
}

/**
 * Copy for the three project pages. Sentences that count projects are getters,
 * so they follow content/projects/ (and, in development, its edits).
 */
export const projectsCopy = translatable('projects.projectsCopy', {
  overview: {
    heroTitle: 'Our Projects',
    heroSubtitle:
      'Biogas plants, compressed biogas stations, hydrogen pilots and biorefineries we have built or are building across India, each designed around the waste that is available where it stands.',
    heroBadge: 'Projects',
    stats: [
      facts.projectsCompleted,
      // The plants engineered for clients are counted here, not drawn on the map below (its intro says so).
      facts.plantsEngineered,
      facts.statesServed,
      facts.ownPlants2030,
    ],
    statsTitle: 'Projects at a glance',
    /** What each count on the site takes in (facts.ts), beside the row of figures; /about's 2024 milestone links here. */
    counting: {
      id: 'how-we-count',
      title: 'How we count',
      text: `The ${figure(facts.projectsCompleted)} projects completed are plants we built, and pilots and studies we delivered, since 2016. Two counts are of other owners' plants: the ${figure(facts.plantsEngineered)} CBG plants engineered, designed for clients who build and run them, and the ${facts.biogasPlants2024.value} farm and dairy digesters we designed in 2024. Neither is in the ${figure(facts.projectsCompleted)}, nor on the map below, which shows the plants we built or are building ourselves. ${figure(facts.ownPlants2030)} plants of our own is our target for 2030.`,
    },
    completedEyebrow: 'Delivered',
    completedTitle: 'Completed projects',
    // The page shows a few case studies; the figure above counts every project delivered.
    get completedIntro() {
      return `${countedNoun(completedProjects.length, 'case study', 'case studies')} from the ${figure(facts.projectsCompleted)} projects we have delivered since 2016: plants running today and the communities they serve.`;
    },
    completedLinkLabel: 'View all completed projects',
    currentEyebrow: 'Under way',
    currentTitle: 'Current projects',
    get currentIntro() {
      return `A look at ${countInWords(featuredCurrentProjects.length)} of the projects our teams are building now.`;
    },
    currentLinkLabel: 'View all current projects',
    cardLinkLabel: 'Read the project story',
    ctaTitle: 'Have waste, land or a fuel demand?',
    ctaText:
      'Tell us about your feedstock and your site. Our engineers will run the numbers, test samples in our laboratory and propose a plant sized to what you have.',
    ctaButton: 'Discuss a project',
  },
  completed: {
    heroTitle: 'Completed Projects',
    // Three stories shown, 25+ counted: the page says it is a selection (facts.ts).
    get heroSubtitle() {
      return `${countedNoun(completedProjects.length, 'case study', 'case studies')}, selected from the ${figure(facts.projectsCompleted)} projects we have delivered since 2016: plants we designed, built and handed over, with the people they serve.`;
    },
    heroBadge: 'Completed',
    listTitle: 'Delivered projects',
    backLabel: 'Back to Projects',
    targetNote: 'You followed a link to this project',
    storyLinkLabel: 'Read the project story',
  },
  story: {
    eyebrow: 'Project story',
    contextTitle: 'The situation',
    builtTitle: 'What we built',
    figuresTitle: 'In figures',
    /** Under a figure measured in operation: `{period}` is the time it covers ("2024–2025"). */
    measuredLabel: 'Measured, {period}',
    outcomeTitle: 'The outcome',
    highlightsTitle: 'Highlights',
    nextLabel: 'Next project',
    backLabel: 'All completed projects',
    ctaTitle: 'A plant like this for your waste?',
    ctaText: 'Tell us what feedstock you have and where. We test samples in our laboratory and size the plant to what is really available.',
    ctaButton: 'Discuss a project',
  },
  current: {
    heroTitle: 'Current Projects',
    get heroSubtitle() {
      const states = stateCount(currentProjects);
      if (currentProjects.length === 0) return 'Our next projects are in feasibility: follow the blog for news of them.';
      return `${countedNoun(currentProjects.length, 'project', 'projects')} in progress across ${countInWords(states)} ${states === 1 ? 'state' : 'states'}, from early feasibility to commissioning.`;
    },
    heroBadge: 'In Progress',
    listTitle: 'Projects in progress',
    backLabel: 'Back to Projects',
  },
  labels: {
    completed: 'Completed',
    inProgress: 'In Progress',
    location: 'Location',
    client: 'Client',
    partner: 'Partner',
    completionDate: 'Completed on',
    beneficiaries: 'Beneficiaries',
    startDate: 'Started',
    estimatedCompletion: 'Estimated completion',
    team: 'Team',
    progress: 'Progress',
  },
});
