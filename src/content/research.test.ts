import { describe, expect, it } from 'vitest';
import { authorName, patentApplications, publications } from './research';
import { storyMilestones, timelineItems } from './about';
import { completedProjects, projectStoryPath } from './projects';

/** The references on /about/research are samples that stay consistent with the rest of the site. */
describe('selected publications and patents', () => {
  it('names authors who are on the team or among the collaborators, as references print them', () => {
    for (const paper of publications) {
      for (const author of paper.authors) expect(authorName(author)).toMatch(/^[A-Z][a-z]+, (?:[A-Z]\. ?)+$/);
    }
  });

  it('gives every paper a sample DOI (the test prefix, so none points at a real paper) and a year that has come', () => {
    const thisYear = new Date().getUTCFullYear();
    expect(new Set(publications.map((p) => p.doi)).size).toBe(publications.length);
    for (const paper of publications) {
      expect(paper.doi).toMatch(/^10\.5555\/\S+$/);
      expect(paper.year).toBeLessThanOrEqual(thisYear);
    }
  });

  it('numbers each patent application by its year of filing (Indian form: year, office, serial)', () => {
    for (const patent of patentApplications) expect(patent.number).toMatch(new RegExp(`^${patent.year}\\d{8}$`));
  });
});

describe('the timeline of /about', () => {
  it('keeps the spec’s four milestones and adds the completed projects, in order of year, each linking to its story', () => {
    const items = timelineItems();
    expect(storyMilestones.map((m) => m.year)).toEqual(['2008', '2016', '2018', '2024']);
    for (const milestone of storyMilestones) expect(items).toContainEqual(milestone);
    const years = items.map((item) => Number(item.year));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const item of items.filter((i) => i.date)) {
      const project = completedProjects.find((p) => p.title === item.title);
      expect(project, item.title).toBeDefined();
      expect(item.date).toBe(project!.completionDate);
      expect(item.href).toBe(projectStoryPath(project!));
    }
  });

  it('quotes no hydrogen yield for 2018: the yields on the site were measured in 2024-2025', () => {
    const breakthrough = storyMilestones.find((m) => m.year === '2018')!;
    expect(breakthrough.description).not.toMatch(/\d+\s*L\b/);
  });
});
