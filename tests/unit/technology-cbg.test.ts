/**
 * /technology/cbg-production: its figures agree with the other pages.
 *
 * "States with upcoming plants" shades the six states of the client plants we designed and counts
 * our own feasibility sites by state on one map; its intro names the states of our sites that are
 * not among the six, so the two sets do not read as one list contradicting the other.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { timelineItems } from '@/content/about';
import { parseCalculatorData } from '@/content/collections/calculator';
import { BUILT_PLANT_DISPENSED, BUILT_PLANT_PROJECT_ID, builtPlantDispensed, builtPlantFeed, builtPlantFlow, cleanFuelFacts, facts, figure, FOM_TRIAL, STANDARD_PLANT_FEEDS } from '@/content/facts';
import { feedstocks as feedstockRows } from '@/content/feedstock';
import { printedFact } from '@/content/number-format';
import { completedProjects, currentProjects, ownPlantProgress } from '@/content/projects';
import { cbgFeedStrip, cbgProcess, cropComparison, environmentalBenefits, nashikAboveCalculator, nashikByCalculator, nashikMeasured, nashikReconcile, plan2030, statesMapFrame, statesMapPoints, upcomingStates } from '@/content/technology-cbg';
import { pages } from '@/content/pages';
import { outlines, outlinesFrame } from '@/content/plant-map-states';
import { inside } from './outline';
import { estimate, formatFigure, parseCalculatorQuery, type CalculatorData, type CalculatorInput } from '@/lib/calculator';
import { countInWords } from '@/lib/format';

/** The calculator's assumptions as published (content/calculator.yaml). */
const calculator: CalculatorData = parseCalculatorData(readFileSync(path.join(process.cwd(), 'content', 'calculator.yaml'), 'utf8'));

describe('our own pipeline on the CBG page', () => {
  it('counts, besides its sites, the plants the goal already has, as /projects does', () => {
    const progress = ownPlantProgress();
    const { note } = upcomingStates.own;
    expect(note).toContain(`${progress.running + progress.building} plants of ours are under way`);
    expect(note).toContain(`${progress.running} running, ${progress.building} being built`);
    expect(upcomingStates.own.title).toContain(`${progress.sites} sites`);
    expect(upcomingStates.own.sitesByState.reduce((sum, s) => sum + s.sites, 0)).toBe(progress.sites);
  });
});


/**
 * The states map: the six client states and every state of our own pipeline have an outline and
 * a point inside it (where the name, and the marker of our own sites, go), and the frame stays
 * within the outlines as they were cut, so no state is drawn cut short of the drawing's edge.
 */
describe('the states map on the CBG page', () => {
  const ids = [...upcomingStates.states.map((s) => s.code.toLowerCase()), ...upcomingStates.own.sitesByState.map((s) => s.id)];
  it('places every state it names inside that state', () => {
    for (const id of new Set(ids)) {
      const outline = outlines.find((o) => o.code === id);
      expect(outline, `${id} has an outline`).toBeDefined();
      const at = statesMapPoints[id];
      expect(at, `${id} has a point`).toBeDefined();
      expect(inside(at!, outline!.rings), `${id}'s point is inside it`).toBe(true);
      expect(at![0]).toBeGreaterThan(statesMapFrame.west);
      expect(at![0]).toBeLessThan(statesMapFrame.east);
      expect(at![1]).toBeGreaterThan(statesMapFrame.south);
      expect(at![1]).toBeLessThan(statesMapFrame.north);
    }
  });
  it('draws within the outlines as cut', () => {
    const margin = 0.4 + 1e-9;
    expect(statesMapFrame.west).toBeGreaterThanOrEqual(outlinesFrame.west - margin);
    expect(statesMapFrame.east).toBeLessThanOrEqual(outlinesFrame.east + margin);
    expect(statesMapFrame.south).toBeGreaterThanOrEqual(outlinesFrame.south - margin);
    expect(statesMapFrame.north).toBeLessThanOrEqual(outlinesFrame.north + margin);
  });
  it('counts, in the intro, the sites of our own that the map numbers by state', () => {
    const sites = upcomingStates.own.sitesByState.reduce((total, s) => total + s.sites, 0);
    expect(upcomingStates.intro).toContain(`${sites} sites`);
    expect(upcomingStates.intro).toContain(`${countInWords(upcomingStates.states.length)} states`);
  });
  it('names, in the intro and the map’s key, the states of our own sites that are not among the six, with their counts', () => {
    const six = new Set(upcomingStates.states.map((s) => s.name));
    const outside = upcomingStates.own.sitesByState.filter((s) => !six.has(s.state));
    expect(outside.length).toBeGreaterThan(0);
    for (const s of outside) {
      expect(upcomingStates.intro).toContain(`${s.state} (${s.sites} sites)`);
      expect(upcomingStates.map.ownOnly).toContain(s.state);
    }
  });
});

/**
 * "Rural income and jobs": what one standard plant pays for residue is its intake over the
 * calculator's operating days at the lowest and highest delivered rate /feedstock publishes for
 * the feeds the standard plant takes (named in facts.ts, plantCapacity). Computed here from the
 * feedstock page's own rows, so a rate change that leaves the figure behind fails.
 */
describe('residue payments of a standard plant', () => {
  it('follow from the delivered rates of the feedstock page', () => {
    const feeds = feedstockRows.filter((f) => facts.plantCapacity.context.toLowerCase().includes(f.name.toLowerCase()));
    expect(feeds.map((f) => f.id).sort()).toEqual(['napier-grass', 'paddy-straw']);
    const tonnes = facts.plantCapacity.value * calculator.economics.operatingDays.value;
    const rates = feeds.flatMap((f) => f.rate.delivered);
    const crore = (rupees: number) => (Math.round(rupees / 1e6) / 10).toString();
    const printed = `₹${crore(tonnes * Math.min(...rates))}–${crore(tonnes * Math.max(...rates))} crore`;
    expect(printedFact(facts.residuePayments)).toBe(printed);
    const shown = environmentalBenefits.items.flatMap((item) => (item.figure ? [item.figure] : [])).find((f) => f.value.includes('crore'));
    expect(shown?.value).toBe(printed);
    // The line under it names the rates it was worked out at, as the feedstock page prints them.
    expect(shown?.label).toContain(`₹${Math.min(...rates).toLocaleString('en-IN')}–${Math.max(...rates).toLocaleString('en-IN')}`);
  });
});

/**
 * The Nashik plant's raw biogas (facts.ts, builtPlantFlow) lies above what the calculator gives
 * for 30 t/day of mixed wet waste: the page says why, and the calculator's own formula on the
 * feed as measured there (facts.ts, builtPlantFeed) must give the plant's figure.
 */
describe('the Nashik plant and the calculator', () => {
  const input = (id: string): CalculatorInput => ({
    feedstocks: [{ id, tonnesPerDay: builtPlantFlow.feedstock.value }],
    operatingDays: calculator.economics.operatingDays.value,
    cbgPriceInrPerKg: calculator.economics.cbgPrice.value,
    manurePriceInrPerTonne: calculator.economics.manurePrice.value,
  });
  const wetWaste = calculator.feedstocks.find((f) => f.id === 'municipal-organic-waste')!;
  const asMeasured = {
    ...wetWaste,
    id: 'as-measured',
    totalSolids: { ...wetWaste.totalSolids, value: builtPlantFeed.totalSolids },
    volatileSolids: { ...wetWaste.volatileSolids, value: builtPlantFeed.volatileSolids },
    biogasYield: { ...wetWaste.biogasYield, low: builtPlantFeed.biogasYield, typical: builtPlantFeed.biogasYield, high: builtPlantFeed.biogasYield },
  };
  const measured = estimate({ ...calculator, feedstocks: [asMeasured] }, input('as-measured')).biogasNm3PerDay.typical;
  const published = estimate(calculator, input('municipal-organic-waste')).biogasNm3PerDay;

  it('gives the plant’s design biogas, within 5 %, from the feed as measured', () => {
    expect(Math.abs(measured - builtPlantFlow.biogas.value) / builtPlantFlow.biogas.value).toBeLessThanOrEqual(0.05);
    expect(nashikByCalculator().measured).toBeCloseTo(measured);
  });

  it('sets the design CBG a stated margin below what the calculator makes of the design biogas', () => {
    const { cbgKg } = nashikByCalculator();
    const margin = 1 - builtPlantFlow.cbg.value / cbgKg;
    // A design margin, not a second calculation: below the calculator, by less than a fifth.
    expect(margin).toBeGreaterThan(0);
    expect(margin).toBeLessThan(0.2);
    // Said in the plant story's fold, "How these figures reconcile", in the paragraph on compressed biogas.
    const said = nashikReconcile.paragraphs.find((p) => p.includes(`${Math.round(margin * 100)}% lower`));
    expect(said).toBeDefined();
  });

  it('is explained on the plant’s story, with the calculator’s figures', () => {
    // Without the explanation the showcase plant sits above the calculator's high case.
    expect(published.high).toBeLessThan(builtPlantFlow.biogas.value);
    const biogas = nashikReconcile.paragraphs.find((p) => p.includes(`${formatFigure(measured)} Nm³`));
    expect(biogas).toContain(`${formatFigure(published.low)}–${formatFigure(published.high)}`);
  });

  it('measured a feed within what the calculator’s sources give for food waste', () => {
    const food = calculator.feedstocks.find((f) => f.id === 'food-waste')!;
    expect(builtPlantFeed.biogasYield).toBeGreaterThanOrEqual(food.biogasYield.low);
    expect(builtPlantFeed.biogasYield).toBeLessThanOrEqual(food.biogasYield.high);
  });
});

/**
 * The standard plant's products: what the feedstock calculator gives for the plant's intake of
 * each feed it takes, worked out here from content/calculator.yaml, and a link that opens the
 * calculator with that question filled in.
 */
describe('the standard plant’s products', () => {
  const intake = facts.plantCapacity.value;
  const byFeed = STANDARD_PLANT_FEEDS.map((id) => {
    const result = estimate(calculator, {
      feedstocks: [{ id, tonnesPerDay: intake }],
      operatingDays: calculator.economics.operatingDays.value,
      cbgPriceInrPerKg: calculator.economics.cbgPrice.value,
      manurePriceInrPerTonne: calculator.economics.manurePrice.value,
    });
    return { id, name: calculator.feedstocks.find((f) => f.id === id)!.name, cbg: result.cbgTonnesPerDay.typical, manure: result.manureTonnesPerDay.typical };
  });
  const printed = (value: string) => Number(/([\d.,]+) t\/day/.exec(value)![1]!.replace(/,/g, ''));

  /** A figure of the CBG page as printed on a feed (`value`, the calculator's address), by where the page prints it. */
  const shownFor: Record<'cbg' | 'manure', (feedName: string) => { value: string; href: string } | undefined> = {
    // CBG: the opening's strip, a row per feed.
    cbg: (feedName) => {
      const item = cbgFeedStrip.items.find((i) => i.feed.toLowerCase().includes(feedName.toLowerCase()));
      return item && { value: item.value, href: item.link.href };
    },
    // Manure: the process flow's product, a figure per feed.
    manure: (feedName) => {
      const f = cbgProcess.flow.outputs.find((o) => o.title === 'Manure')?.figures?.find((g) => g.label.toLowerCase().includes(feedName.toLowerCase()));
      return f && { value: f.value, href: f.href! };
    },
  };

  for (const [title, pick] of [['CBG', 'cbg'], ['Manure', 'manure']] as const) {
    it(`${title}: one figure per feed, the calculator’s typical value to two figures, linked to the calculator filled in`, () => {
      if (pick === 'manure') expect(cbgProcess.flow.outputs.find((o) => o.title === title)?.figures).toHaveLength(byFeed.length);
      const values: number[] = [];
      for (const feed of byFeed) {
        const shown = shownFor[pick](feed.name);
        expect(shown, `${title} on ${feed.name}`).toBeDefined();
        // Two significant figures are within 5% of the value.
        expect(Math.abs(printed(shown!.value) - feed[pick]) / feed[pick]).toBeLessThanOrEqual(0.05);
        const [address, query] = shown!.href.split('?');
        expect(address).toBe('/calculator');
        const parsed = parseCalculatorQuery(new URLSearchParams(query), calculator);
        expect(parsed.status === 'ok' && parsed.input.feedstocks).toEqual([{ id: feed.id, tonnesPerDay: intake }]);
        values.push(printed(shown!.value));
      }
      // The feeds give different amounts, and the page shows which gives more.
      const [a, b] = values;
      expect(Math.sign(a! - b!)).toBe(Math.sign(byFeed[0]![pick] - byFeed[1]![pick]));
      expect(a).not.toBe(b);
    });
  }

  it('CBG in the process flow: the span of the strip’s two feeds, leanest to richest', () => {
    const cbg = cbgProcess.flow.outputs.find((o) => o.title === 'CBG')!.figure!;
    const strip = byFeed.map((feed) => printed(shownFor.cbg(feed.name)!.value));
    const [low, high] = /([\d.]+)–([\d.]+) t\/day/.exec(cbg.value)!.slice(1).map(Number);
    expect(low).toBe(Math.min(...strip));
    expect(high).toBe(Math.max(...strip));
  });
});

/**
 * The opening's strip: one plant, three feeds, in order of output; the wet waste's figures are the
 * Nashik plant's (design, and what it dispensed); each feed's line gives the gas a tonne of it
 * makes, as the calculator (or, for Nashik, its design figures) works it out.
 */
describe('the opening’s strip, same plant, different feed', () => {
  const num = (text: string) => Number(/([\d.,]+)/.exec(text)![1]!.replace(/,/g, ''));
  it('runs from the least CBG to the most, and names the standard plant’s intake', () => {
    const tonnes = cbgFeedStrip.items.map((i) => num(i.value));
    expect(tonnes).toEqual([...tonnes].sort((a, b) => a - b));
    expect(cbgFeedStrip.items).toHaveLength(STANDARD_PLANT_FEEDS.length + 1);
    expect(cbgFeedStrip.title).toContain(`${facts.plantCapacity.value} t`);
  });
  it('prints Nashik’s design CBG and links to its story', () => {
    const wetWaste = cbgFeedStrip.items.find((item) => item.measured)!;
    expect(num(wetWaste.value) * 1000).toBe(builtPlantFlow.cbg.value);
    expect(wetWaste.basis).toEqual(builtPlantFlow.cbg.basis);
    expect(wetWaste.link.href).toBe(`${pages.projectsCompleted.path}/${BUILT_PLANT_PROJECT_ID}`);
    expect(wetWaste.reason).toContain(`${builtPlantFlow.biogas.value / builtPlantFlow.feedstock.value} Nm³`);
  });
  it('gives each standard feed’s biogas a tonne, by the calculator', () => {
    for (const id of STANDARD_PLANT_FEEDS) {
      const feed = calculator.feedstocks.find((f) => f.id === id)!;
      const biogas = estimate(calculator, { feedstocks: [{ id, tonnesPerDay: facts.plantCapacity.value }], operatingDays: calculator.economics.operatingDays.value, cbgPriceInrPerKg: calculator.economics.cbgPrice.value, manurePriceInrPerTonne: calculator.economics.manurePrice.value }).biogasNm3PerDay.typical;
      const item = cbgFeedStrip.items.find((i) => i.feed.toLowerCase().includes(feed.name.toLowerCase()))!;
      expect(item.basis.kind).toBe('estimate');
      expect(item.reason).toContain(`About ${formatFigure(Math.round(biogas / facts.plantCapacity.value / 10) * 10)} Nm³`);
    }
  });
});

describe('the process flow', () => {
  it('shows a plant-scale pretreatment figure: the gain facts.ts quotes, and what the pilot measured', () => {
    const stage = cbgProcess.flow.steps.find((s) => s.title === 'Pretreatment')!.figure!;
    expect(stage.value).toMatch(new RegExp(`^\\+\\d+–${figure(cleanFuelFacts.methane)}$`));
    expect(cleanFuelFacts.methane.context).toContain(`${stage.value.slice(1)} more methane`);
    const pilot = completedProjects.find((p) => p.title === 'Hydrodynamic Cavitation Pretreatment Pilot');
    const measured = pilot?.story?.figures.find((f) => f.label.includes('more methane'))?.value;
    expect(measured).toBeDefined();
    expect(stage.label).toContain(measured!);
    expect(stage.value + stage.label).not.toMatch(/bagasse|laboratory/i);
  });
});

describe('the plan', () => {
  it('gives the standard design and the range of the plants we are building, from the project list', () => {
    const tonnes = currentProjects.flatMap((p) => {
      const capacity = /^(\d+) t\/day/.exec(p.capacity ?? '');
      return capacity ? [Number(capacity[1])] : [];
    });
    expect(tonnes.length).toBeGreaterThan(1);
    expect(plan2030.text).toContain(`${Math.min(...tonnes)}–${Math.max(...tonnes)} t/day`);
    expect(plan2030.text).toContain(figure(facts.plantCapacity));
    expect(plan2030.text).toContain(figure(facts.ownPlants2030));
  });

  it('leads with where the goal stands today, the counts /projects draws, and names the goal in its heading', () => {
    const progress = ownPlantProgress();
    expect(plan2030.today.map((t) => Number(t.value))).toEqual([progress.running, progress.building, progress.sites]);
    expect(plan2030.title).toContain(figure(facts.ownPlants2030));
  });
});

describe('CBG plants engineered', () => {
  it('are counted from the year of the first, as /about dates it', () => {
    const first = timelineItems().find((item) => /first CBG plant engineered for a client/i.test(item.title));
    expect(first).toBeDefined();
    expect(facts.plantsEngineered.basis?.period.startsWith(first!.year)).toBe(true);
    expect(facts.plantsEngineered.context).toContain(first!.year);
  });
});

/**
 * The manure trial (facts.ts, FOM_TRIAL) is told three times on the CBG page: the before and after's
 * intro, its second picture's caption and the "Healthier soil" figure. They print the same trial, and
 * its mean lies inside its range.
 */
describe('the manure trial', () => {
  it('is the same trial in the intro, the caption and the soil figure', () => {
    const [low, high] = FOM_TRIAL.gain;
    expect(FOM_TRIAL.meanGain).toBeGreaterThanOrEqual(low);
    expect(FOM_TRIAL.meanGain).toBeLessThanOrEqual(high);
    expect(cropComparison.intro).toContain(`${low}–${high}% more grain`);
    expect(cropComparison.intro).toContain(`${FOM_TRIAL.meanGain}% more on average`);
    expect(cropComparison.after.caption).toContain(`${high}% more grain`);
    const soil = environmentalBenefits.items.find((item) => item.figure?.basis?.period.includes(FOM_TRIAL.season))!;
    expect(soil.figure!.value).toBe(`+${FOM_TRIAL.meanGain}%`);
  });
});

/**
 * Beside Nashik's design figures (home, its story, the calculator's wet-waste estimate) one line says
 * they are above the calculator's average for mixed wet waste: true only while the design biogas is
 * above that range, and the range it prints is the calculator's.
 */
describe('the line beside Nashik’s figures', () => {
  it('prints the calculator’s range for the plant’s intake, which the design biogas is above', () => {
    const { published } = nashikByCalculator();
    expect(builtPlantFlow.biogas.value).toBeGreaterThan(published.high);
    expect(nashikAboveCalculator.text).toContain(`${formatFigure(published.low)}–${formatFigure(published.high)} Nm³`);
    // Both lines link to the working, on the plant's story.
    for (const line of [nashikAboveCalculator, nashikMeasured]) expect(line.link.href).toBe(`${pages.projectsCompleted.path}/${BUILT_PLANT_PROJECT_ID}#${nashikReconcile.id}`);
  });
});

/**
 * What the Nashik plant dispensed (facts.ts, BUILT_PLANT_DISPENSED) is its story's measured figure,
 * and what the opening's strip and home's line print as a day's average.
 */
describe('what the Nashik plant dispensed', () => {
  it('is the story’s figure, as a day’s average in the strip and under home’s flow', () => {
    const story = completedProjects.find((p) => p.id === BUILT_PLANT_PROJECT_ID)?.story;
    const shown = story?.figures.find((f) => /dispensed/i.test(f.label));
    expect(shown?.value).toBe(`${BUILT_PLANT_DISPENSED.tonnes} t`);
    expect(shown?.period).toContain(BUILT_PLANT_DISPENSED.period.slice(0, 4));
    expect(shown?.period).toContain(BUILT_PLANT_DISPENSED.period.slice(-4));
    expect(Math.abs(builtPlantDispensed.value - BUILT_PLANT_DISPENSED.tonnes / BUILT_PLANT_DISPENSED.days)).toBeLessThan(0.005);
    const wetWaste = cbgFeedStrip.items.find((item) => item.measured)!;
    expect(wetWaste.measured!.value).toBe(printedFact(builtPlantDispensed));
    expect(wetWaste.measured!.basis).toEqual(builtPlantDispensed.basis);
    const kg = Math.round((builtPlantDispensed.value * 1000) / 10) * 10;
    expect(nashikMeasured.text).toContain(`about ${formatFigure(kg)} kg`);
    expect(nashikMeasured.text).toContain(`${Math.round((kg / builtPlantFlow.cbg.value) * 100)}% of the design output`);
  });
});
