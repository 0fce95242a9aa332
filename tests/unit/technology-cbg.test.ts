/**
 * /technology/cbg-production's "States with upcoming plants" counts client plants, and its
 * intro points to the plants of our own project list that lie outside those states. A place it
 * names as one of ours must be a project of that list (content/projects), in a state the list
 * of upcoming plants leaves out: otherwise the page and the /projects map disagree again.
 */
import { describe, expect, it } from 'vitest';
import { townOf, towns } from '@/content/plant-map';
import { completedProjects, currentProjects } from '@/content/projects';
import { upcomingStates } from '@/content/technology-cbg';

const located = [...completedProjects.flatMap((p) => (p.location ? [p] : [])), ...currentProjects];
const stateOf = (location: string) => location.split(',').at(-1)!.trim();
const stateNames = new Set(upcomingStates.states.map((s) => s.name));

describe('states with upcoming plants', () => {
  it('names, as our own, only project towns outside the six states', () => {
    const named = Object.keys(towns).filter((town) => upcomingStates.intro.includes(town));
    expect(named.length).toBeGreaterThan(0);
    for (const town of named) {
      const project = located.find((p) => townOf(p.location!) === town);
      expect(project, `${town} is named in the intro but is not a project's town`).toBeDefined();
      const state = stateOf(project!.location!);
      expect(stateNames.has(state), `${town} lies in ${state}, one of the six states`).toBe(false);
      expect(upcomingStates.intro).toContain(state);
    }
  });
});
