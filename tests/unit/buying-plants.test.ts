/**
 * The plants /feedstock says are buying (src/content/buying-plants.ts) agree with the rest
 * of the site: what they buy is on the page's list of feedstocks, and everything on that list
 * has a plant that buys it; each operator is on the wall of clients; a plant whose project is
 * still being built is not "buying now" and starts buying the month the project is due; each
 * link goes to a page of the site, the same one in every language. Read from the content.
 */
import { describe, expect, it } from 'vitest';
import { buyingFrom, buyingPlants, plantLink } from '@/content/buying-plants';
import { clients } from '@/content/clients';
import { feedstocks } from '@/content/feedstock';
import { english, inLocale } from '@/content/i18n';
import { pageList } from '@/content/pages';
import { completedProjects, currentProjects } from '@/content/projects';

const organisationOf = (p: { client?: string; partner?: string }) => english(p).client ?? english(p).partner;

describe('plants buying feedstock', () => {
  it('buy only feedstocks the page lists, and every listed feedstock has a plant buying it', () => {
    const listed = new Set(feedstocks.map((f) => f.id));
    expect(buyingPlants.length).toBeGreaterThan(0);
    for (const plant of buyingPlants) {
      expect(plant.buys.length, plant.id).toBeGreaterThan(0);
      expect(plant.buys.filter((id) => !listed.has(id)), plant.id).toEqual([]);
    }
    const bought = new Set<string>(buyingPlants.flatMap((p) => p.buys));
    expect(feedstocks.map((f) => f.id).filter((id) => !bought.has(id))).toEqual([]);
  });

  it('are run by organisations on the wall of clients', () => {
    const wall = new Set(clients.map((c) => c.name));
    expect(buyingPlants.map((p) => english(p).operator).filter((name) => !wall.has(name))).toEqual([]);
  });

  it('are not buying yet while their project is being built, and start the month it is due', () => {
    for (const plant of buyingPlants) {
      const operator = english(plant).operator;
      const building = currentProjects.some((p) => organisationOf(p) === operator) && !completedProjects.some((p) => organisationOf(p) === operator);
      expect(plant.status, plant.id).toBe(building ? 'commissioning' : 'now');
      if (plant.status === 'commissioning') expect(buyingFrom(plant), plant.id).toMatch(/^\d{4}-\d{2}$/);
      else expect(buyingFrom(plant)).toBeUndefined();
    }
  });

  it('link to a page of the site, the same in every language', () => {
    const paths = new Set(pageList.map((p) => p.path));
    const links = buyingPlants.map((p) => plantLink(p).href);
    for (const href of links) {
      const path = href.split('#')[0]!;
      const known = paths.has(path) || completedProjects.some((p) => path.endsWith(`/${p.id}`) && paths.has(path.slice(0, path.lastIndexOf('/'))));
      expect(known, href).toBe(true);
    }
    for (const locale of ['hi', 'mr'] as const) expect(inLocale(locale, () => buyingPlants.map((p) => plantLink(p).href))).toEqual(links);
  });
});
