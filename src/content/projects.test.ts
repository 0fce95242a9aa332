import { describe, expect, it } from 'vitest';
import { countInWords } from '@/lib/format';
import { currentProjects, featuredCurrentProjects, projectsCopy } from './projects';

/** The copy that counts projects follows content/projects/ (no count is written in the copy). */
describe('projects copy', () => {
  it('counts the current projects and their states', () => {
    const states = new Set(currentProjects.map((p) => p.location.split(',').at(-1)!.trim())).size;
    const subtitle = projectsCopy.current.heroSubtitle.toLowerCase();
    expect(subtitle).toContain(`${countInWords(currentProjects.length)} project`);
    expect(subtitle).toContain(`across ${countInWords(states)} state`);
  });

  it('counts the featured current projects', () => {
    expect(projectsCopy.overview.currentIntro).toContain(`A look at ${countInWords(featuredCurrentProjects.length)} of`);
  });
});
