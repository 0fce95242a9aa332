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
import { facts, figure, OWN_PLANT_PIPELINE, ownPlantSites, ownPlantSitesByState } from './facts';
import { pages } from './pages';
import { english, translatable } from './i18n';
import { townOf } from './plant-map';

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

/**
 * What stands behind the goal of plants of our own (facts.ts, ownPlants2030): how many are on the
 * map (completed with a location, and every current one, as the /projects map draws them), the
 * plants it counts, the median build time of the current ones (in whole years) and so the latest
 * start for a plant to run by the goal's year.
 */
function ownPlantPipeline() {
  const goal = Number(facts.ownPlants2030.basis!.period);
  const month = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
  const builds = currentProjects.map((p) => month(p.estimatedCompletion) - month(p.startDate)).sort((x, y) => x - y);
  const buildYears = builds.length ? Math.round(builds[Math.floor(builds.length / 2)]! / 12) : 0;
  const onMap = completedProjects.filter((p) => p.location).length + currentProjects.length;
  // The plants the goal counts (schemas.ts, `fleet`), running ones first, each with its year.
  const fleet = [
    ...completedProjects.filter((p) => p.fleet && p.location).map((p) => ({ town: townOf(english(p).location ?? ''), client: english(p).client, status: 'completed' as const, year: p.completionDate.slice(0, 4) })),
    ...currentProjects.filter((p) => p.fleet).map((p) => ({ town: townOf(english(p).location), client: english(p).client, status: 'current' as const, year: p.estimatedCompletion.slice(0, 4) })),
  ];
  return { goal, onMap, fleet, buildYears, latestStart: goal - buildYears };
}

/**
 * The goal's drawing: how many plants it counts are running and being built, and the sites behind the
 * rest (facts.ts, OWN_PLANT_PIPELINE): signed (land and feedstock) and still in feasibility.
 */
export function ownPlantProgress() {
  const { fleet } = ownPlantPipeline();
  const signed = OWN_PLANT_PIPELINE.landAndFeedstockSigned;
  return {
    goal: facts.ownPlants2030.value,
    running: fleet.filter((p) => p.status === 'completed').length,
    building: fleet.filter((p) => p.status === 'current').length,
    sites: ownPlantSites,
    signed,
    feasibility: ownPlantSites - signed,
  };
}

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
      // Not the goal of plants of our own (30+ by 2030): beside the 30+ plants engineered it read as the
      // same count; the goal's own section follows the row, with its progress.
    ],
    statsTitle: 'Projects at a glance',
    /**
     * The goal of plants of our own as progress, under the row of figures (components/projects/goal-progress.tsx):
     * the plants it counts so far, each with its year, and the sites behind the rest (facts.ts, OWN_PLANT_PIPELINE).
     */
    goal: {
      id: 'own-plants',
      get title() {
        return `Our goal: ${figure(facts.ownPlants2030)} plants under our operation by ${ownPlantPipeline().goal}`;
      },
      /** Under the title, first: the sites behind the goal. */
      get pipeline() {
        return `${ownPlantSites} sites in feasibility as of ${OWN_PLANT_PIPELINE.asOf}, ${OWN_PLANT_PIPELINE.landAndFeedstockSigned} of them with land and a feedstock agreement signed: ${ownPlantSitesByState}.`;
      },
      /** Then the plants the goal counts so far, and when the rest must start. */
      get plants() {
        const { fleet, latestStart, buildYears, goal } = ownPlantPipeline();
        // A client's plant says whose it is: the goal counts plants we run, not only plants we own.
        const counted = fleet.map((p) => `${p.town} (${p.status === 'completed' ? (p.client ? `we run it for ${p.client} since ${p.year}` : `running since ${p.year}`) : `due ${p.year}`})`);
        const list = counted.length > 1 ? `${counted.slice(0, -1).join(', ')} and ${counted.at(-1)}` : (counted[0] ?? '');
        return `Counted so far: ${list}. To run by ${goal}, the rest must start building by ${latestStart}, at the ${countInWords(buildYears)} years or so a build takes.`;
      },
      /** The drawing's key: one square per plant or site. */
      legend: { running: 'Running', building: 'Being built', signed: 'Site signed', feasibility: 'Site in feasibility', goal: 'Goal' },
    },
    /** What each count on the site takes in (facts.ts), folded under the goal; /about's 2024 milestone links here and opens it. */
    counting: {
      id: 'how-we-count',
      title: 'How we count',
      delivered: `${figure(facts.projectsCompleted)} projects completed: plants we built, and pilots and studies we delivered, since 2016.`,
      others: `${figure(facts.plantsEngineered)} CBG plants engineered, and the ${facts.biogasPlants2024.value} farm and dairy digesters we designed in 2024, are clients' plants, which they built and run: the map below does not show them.`,
      get goal() {
        const { onMap, fleet } = ownPlantPipeline();
        return `The goal counts only plants we run ourselves, ours or a client's: ${countInWords(fleet.length)} of the ${onMap} plants and pilots on the map.`;
      },
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
      return `${countedNoun(completedProjects.length, 'case study', 'case studies')}, selected from the ${figure(facts.projectsCompleted)} projects we have delivered since 2016: plants we built and pilots we ran, with the people they serve.`;
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
