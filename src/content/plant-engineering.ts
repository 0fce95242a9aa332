/**
 * /services/cbg-plant-engineering: what buying a CBG plant from us involves, for a mill, a
 * dairy or a city. The standard plant, the job in stages drawn to scale, what we do and what
 * the client provides, what the plant costs to build and to run (facts.ts), the schemes that
 * pay into it, one plant we built, and the way to start.
 */
import 'server-only';
import { contactHref, type projectServiceOptions } from '@/lib/forms/contact-fields';
import { facts, figure, labTimes, STANDARD_PLANT_COSTS, standardPlantCost, standardPlantResidueBill, type CostedFeed } from './facts';
import { translatable } from './i18n';
import { standardPlantOnFeed } from './technology-cbg';

/** The stages of the job, in order (`plantStages` says each, `STAGE_SCHEDULE` times it). */
export type StageId = 'survey' | 'dpr' | 'approvals' | 'design' | 'build' | 'commissioning' | 'om';

/**
 * How long each stage takes, in weeks or months (the page prints "6–8 weeks"), and which
 * stages must end before it starts. Approvals and financing are the client's: the plant's
 * consents, licences and loan are in the owner's name; we prepare the drawings and documents.
 * Detailed design runs beside them, and building starts when both are done. The O&M contract
 * runs on after commissioning (`years`), so it has no end on the drawing.
 */
export const STAGE_SCHEDULE: Record<StageId, { span: readonly [number, number]; unit: 'weeks' | 'months'; after: readonly StageId[]; yours?: true; years?: number }> = {
  survey: { span: [8, 10], unit: 'weeks', after: [] },
  dpr: { span: [6, 8], unit: 'weeks', after: ['survey'] },
  approvals: { span: [6, 9], unit: 'months', after: ['dpr'], yours: true },
  design: { span: [3, 4], unit: 'months', after: ['dpr'] },
  build: { span: [12, 16], unit: 'months', after: ['approvals', 'design'] },
  commissioning: { span: [3, 4], unit: 'months', after: ['build'] },
  om: { span: [10, 10], unit: 'months', after: ['commissioning'], years: 10 },
};

/** Months in a week, for drawing weeks on an axis of months. */
const WEEK = 7 / 30.44;

/**
 * When each stage can start and end, in months from the first visit: the earliest, if every stage
 * before it takes its shortest time, and the latest, if each takes its longest.
 */
export function stageWindows(): Record<StageId, { start: [number, number]; end: [number, number] }> {
  const windows = {} as Record<StageId, { start: [number, number]; end: [number, number] }>;
  for (const id of Object.keys(STAGE_SCHEDULE) as StageId[]) {
    const { span, unit, after } = STAGE_SCHEDULE[id];
    const scale = unit === 'weeks' ? WEEK : 1;
    const start: [number, number] = [Math.max(0, ...after.map((a) => windows[a].end[0])), Math.max(0, ...after.map((a) => windows[a].end[1]))];
    windows[id] = { start, end: [start[0] + span[0] * scale, start[1] + span[1] * scale] };
  }
  return windows;
}

/** From the first visit to the first CBG sold (the end of commissioning), in whole months: shortest and longest. */
export function monthsToFirstGas(): [number, number] {
  const { end } = stageWindows().commissioning;
  return [Math.round(end[0]), Math.round(end[1])];
}

/** The drawing's axis: months from the first visit, a tick every six, a half-year past the longest path to first gas. */
export const TIMELINE_END_MONTH = Math.ceil((monthsToFirstGas()[1] + 3) / 6) * 6;

/** What the standard plant makes on each feed `STANDARD_PLANT_COSTS` prices, by the feedstock calculator at its intake: CBG in t/day, and the calculator's address for it. */
function standardPlantOutput(feed: CostedFeed) {
  const { result, href } = standardPlantOnFeed(feed);
  return { cbg: result.cbgTonnesPerDay.typical, revenueCrore: Math.round(result.revenueInrPerYear.typical / 1e6) / 10, href };
}

/** CBG in t/day as printed: two significant figures, as much as the calculator's yields carry. */
const aboutTonnes = (tonnes: number) => `≈${Number(tonnes.toPrecision(2)).toLocaleString('en-IN')}`;

const COSTED_FEEDS: CostedFeed[] = ['napier-grass', 'paddy-straw'];
const outputs = Object.fromEntries(COSTED_FEEDS.map((feed) => [feed, standardPlantOutput(feed)])) as Record<CostedFeed, ReturnType<typeof standardPlantOutput>>;

/**
 * The Ministry of New and Renewable Energy's central financial assistance for a new CBG plant,
 * as of 2026: ₹4 crore for each 4,800 kg a day of capacity, pro rata, at most ₹10 crore a project.
 */
export const CBG_CFA = { crorePerStep: 4, kgADayPerStep: 4800, capCrore: 10 } as const;
/** The assistance for a plant making `tonnesADay` of CBG, ₹ crore to one decimal. */
export function cfaCrore(tonnesADay: number): number {
  return Math.round(Math.min(CBG_CFA.capCrore, (CBG_CFA.crorePerStep * tonnesADay * 1000) / CBG_CFA.kgADayPerStep) * 10) / 10;
}
const cfa = COSTED_FEEDS.map((feed) => cfaCrore(outputs[feed].cbg));
const residue = standardPlantResidueBill();
const [firstGasShortest, firstGasLongest] = monthsToFirstGas();
const inr = (n: number) => n.toLocaleString('en-IN');

/** The contact form's option for a plant (a value of the form's list: its English name, in every language). */
type ProjectService = (typeof projectServiceOptions)[number];
export const PLANT_SERVICE: ProjectService = 'CBG plant for a mill, dairy or farmer group';
export const CITY_SERVICE: ProjectService = 'City waste to CBG';

export const plantEngineeringCopy = translatable('plant-engineering.plantEngineeringCopy', {
  hero: {
    badge: 'CBG plant engineering',
    title: 'A CBG plant for your mill, dairy or town',
    subtitle: `Our standard plant takes ${figure(facts.plantCapacity)} of crop residue, press mud, dung or wet waste. We test your feedstock, write the project report, design the plant, supervise its building, start it up and can run it for you. From the first visit to the first CBG sold takes ${firstGasShortest}–${firstGasLongest} months.`,
    primary: { label: 'Ask for a feasibility outline', href: contactHref(PLANT_SERVICE) },
    secondary: { label: 'What it costs', href: '#costs' },
    /** The figures beside the opening. */
    summaryLabel: 'The standard plant',
    summary: [
      { label: 'Feed a day', value: figure(facts.plantCapacity), note: 'Crop residue, Napier grass, press mud, dung or wet waste' },
      { label: 'CBG a day', value: `${aboutTonnes(outputs['napier-grass'].cbg)}–${aboutTonnes(outputs['paddy-straw'].cbg).slice(1)} t`, note: 'On Napier grass, then on paddy straw, by our calculator' },
      { label: 'First visit to first gas', value: `${firstGasShortest}–${firstGasLongest} months`, note: 'Six stages, the timeline below' },
    ],
  },
  sections: {
    label: 'On this page',
    links: [
      { id: 'plant-contact', label: 'Ask us' },
      { id: 'stages', label: 'Stages' },
      { id: 'roles', label: 'Who does what' },
      { id: 'costs', label: 'Costs' },
      { id: 'schemes', label: 'Schemes' },
      { id: 'proof', label: 'Nashik' },
    ],
  },
  stages: {
    eyebrow: 'How the job runs',
    title: 'Six stages, from your feedstock to a running plant',
    intro: 'Each stage ends in something you can check before you commit to the next: a laboratory report, a bankable project report, drawings, a plant handed over on its guaranteed output.',
    timelineTitle: 'The job, drawn to scale',
    caption: 'Each bar starts when the stages before it can end at the earliest. The solid part is the stage’s shortest time, the paler part how much later it can end. Approvals are yours: the consents, licences and loan are in the owner’s name, and we prepare their drawings and documents.',
    axisLabel: 'Months from the first visit',
    yours: 'Yours, with our help',
    /** A stage's length as printed: {min} and {max} in the stage's unit. */
    durations: { weeks: '{min}–{max} weeks', months: '{min}–{max} months' },
    /** The O&M contract's length ({years}). */
    ongoing: '{years}-year contract, renewable',
    deliverable: 'You get',
    total: `From the first visit to the first CBG sold: ${firstGasShortest}–${firstGasLongest} months.`,
  },
  roles: {
    eyebrow: 'Who does what',
    title: 'What we do, what you provide',
    intro: 'You own the plant, its land, its permits and its feedstock. We bring the process, the design and the people who have started plants up before.',
    oursTitle: 'We do',
    ours: [
      `Feedstock survey and BMP tests in our Pune laboratory (the full incubation takes ${labTimes.bmpIncubation.value})`,
      'The detailed project report: mass balance, plant size, capital and running costs, cash flows, for your board and your bank',
      'Process design, digester and upgrading specifications, layout and the drawings your approvals need',
      'Tenders for civil works and equipment, and our engineers on site through the build',
      'Start-up of the digesters, performance test, training of your operators',
      'If you wish, we run the plant under an O&M contract, with a monthly report',
    ],
    yoursTitle: 'You provide',
    yoursIntro: 'For one standard plant:',
    items: [
      { label: 'Land', value: '5–10 acres', note: 'About 5 for Napier grass, press mud or wet waste; up to 10 for paddy straw, whose year of bales is stored on site. Flat, above flood level, with a road for trucks.' },
      { label: 'Water', value: '20–50 m³ a day', note: 'To make up the feed; most of the process water is recycled from the digestate.' },
      { label: 'Grid power', value: '400–800 kW', note: 'Connected load, on an 11 kV supply: upgrading and compression take most of it.' },
      { label: 'Feedstock', value: `${inr(residue.tonnesAYear)} t a year`, note: 'Signed supply agreements for most of a year’s feed before building starts: banks ask for them.' },
      { label: 'Approvals', value: 'In your name', note: 'Consent to Establish and to Operate from the State Pollution Control Board, a PESO licence for the CBG cascades, land conversion, building plan and fire safety clearance.' },
    ],
  },
  costs: {
    eyebrow: 'What it costs',
    title: 'Indicative costs of one standard plant',
    intro: 'Ranges, not a quotation: the low end is the plant on Napier grass, the high end on paddy straw. Your project report prices your own feedstock, site and equipment.',
    figuresLabel: 'Costs of one standard plant',
    tableTitle: 'Where the money goes',
    tableCaption: '₹ crore at 2026 prices, taxes included, for one standard plant on each feed.',
    part: 'Part',
    /** A column per feed: {cbg} is the plant's CBG in t/day on it. */
    /** A column's heading in two lines, the feed and what the plant makes of it, so a phone's narrow column wraps neither badly. */
    feedColumns: {
      'napier-grass': { feed: 'Napier grass', output: '{cbg} t CBG a day' },
      'paddy-straw': { feed: 'Paddy straw', output: '{cbg} t CBG a day' },
    } satisfies Record<CostedFeed, { feed: string; output: string }>,
    capexTitle: 'To build',
    capexTotal: 'Capital cost',
    runningTitle: 'To run, a year',
    runningTotal: 'Running cost a year',
    parts: {
      feed: 'Feed reception, storage and preparation (on straw: shredding and pretreatment)',
      digesters: 'Digesters, gas holder and civil works',
      upgrading: 'Gas cleaning and upgrading',
      compression: 'Compression, cascades and dispenser',
      digestate: 'Digestate dewatering and manure yard',
      electrical: 'Electrical, instruments, fire safety and utilities',
      engineering: 'Engineering, site supervision, commissioning and contingency',
      staff: 'Staff, three shifts',
      power: 'Power',
      maintenance: 'Maintenance and spares',
      consumables: 'Consumables: gas-cleaning media, laboratory, lubricants',
      insurance: 'Insurance and statutory fees',
    } satisfies Record<keyof (typeof STANDARD_PLANT_COSTS)['capex'] | keyof (typeof STANDARD_PLANT_COSTS)['running'], string>,
    assumptionsTitle: 'What the ranges leave out',
    assumptions: [
      'Land, its levelling and the road to it.',
      'Feedstock: the residue bill above, at our delivered rates.',
      `Grants: the central financial assistance below would bring the capital cost down by about ₹${cfa[0]}–${cfa[1]} crore.`,
      'Interest during construction and working capital.',
    ],
  },
  schemes: {
    eyebrow: 'Schemes and offtake',
    title: 'Who buys the gas, and what helps pay for the plant',
    intro: 'As of 2026. Schemes change with each budget: the project report checks the terms in force for your plant and state.',
    items: [
      {
        name: 'SATAT: the oil companies buy your CBG',
        who: 'Ministry of Petroleum and Natural Gas, since 2018',
        text: 'Under SATAT the public-sector oil marketing companies sign to buy a plant’s CBG at a price the ministry revises, and sell it at their fuel stations. Since 2025–26 city gas distributors must also blend a rising share of CBG into their CNG and piped gas (the CBG Blending Obligation), so there are more buyers.',
        sourceLabel: 'The price the calculator counts',
      },
      {
        name: 'Central financial assistance',
        who: 'Ministry of New and Renewable Energy, Waste to Energy Programme',
        text: `₹${CBG_CFA.crorePerStep} crore for every ${inr(CBG_CFA.kgADayPerStep)} kg a day of CBG capacity, at most ₹${CBG_CFA.capCrore} crore a project, released once the plant is commissioned and inspected: about ₹${cfa[0]}–${cfa[1]} crore for one standard plant. The first phase of the National Bioenergy Programme, of which it is part, ran to March 2026: the terms of the phase in force apply when you apply.`,
      },
      {
        name: 'GOBARdhan registration and manure support',
        who: 'Unified GOBARdhan portal, Government of India',
        text: 'A plant registered on the GOBARdhan portal can claim the market development assistance for the fermented organic manure it sells.',
        sourceLabel: 'The assistance the calculator counts',
      },
      {
        name: 'State policies',
        who: 'Your state’s energy or industries department',
        text: 'Several states add their own support, such as concessional land, stamp-duty and electricity-duty waivers or a capital subsidy; Uttar Pradesh’s Bio-Energy Policy 2022 is one example. What your state and district offer goes into the project report.',
      },
    ],
  },
  proof: {
    eyebrow: 'A plant we built',
    title: 'Nashik: designed, built and run by us since 2023',
    intro: 'For Kapilatir Organics, which holds the city’s wet-waste contract: every stage on this page, from the design to a ten-year operating contract.',
    calculatorTitle: 'Your own feedstock first',
    calculatorText: 'Tonnes a day in; biogas, CBG, manure and revenue out, with every assumption sourced. The standard plant, by the calculator:',
    /** Under each feed: {cbg} t of CBG a day and {revenue}, ₹ crore of revenue a year (the calculator's typical values). */
    feeds: { 'napier-grass': 'On Napier grass', 'paddy-straw': 'On paddy straw' } satisfies Record<CostedFeed, string>,
    feedResult: '{cbg} t of CBG a day; ₹{revenue} crore a year from CBG and manure, before costs',
    calculatorLink: 'Open in the calculator',
    ownLink: 'Enter your own feedstock',
  },
  cta: {
    title: 'Tell us about your feedstock and your site',
    text: 'What you have, how much a day and where. Within two weeks you get a feasibility outline: plant size, a cost range and what to test first.',
    button: 'Ask for a feasibility outline',
    city: 'For a city: plan a waste-to-CBG plant',
  },
} as const);

/** The stages, as the timeline and the list print them. */
export const plantStages: { id: StageId; title: string; text: string; deliverable: string }[] = translatable('plant-engineering.plantStages', [
  {
    id: 'survey',
    title: 'Feedstock survey and BMP tests',
    text: `We map what you can collect within 25 km, season by season, and measure its gas in our laboratory: the full BMP incubation takes ${labTimes.bmpIncubation.value}.`,
    deliverable: 'A feedstock report: tonnes, seasons, gas per tonne',
  },
  {
    id: 'dpr',
    title: 'Feasibility and project report',
    text: 'Plant size, process, layout, capital and running costs, cash flows and risks, written for your board and your bank.',
    deliverable: 'A detailed project report (DPR)',
  },
  {
    id: 'approvals',
    title: 'Approvals and financing',
    text: 'You apply for the consents, the PESO licence and the loan; we prepare the drawings and answer the engineers’ questions.',
    deliverable: 'Consent to Establish, financial closure',
  },
  {
    id: 'design',
    title: 'Detailed design',
    text: 'Process and civil design, equipment specifications and tenders, chosen with you.',
    deliverable: 'Drawings, specifications, signed orders',
  },
  {
    id: 'build',
    title: 'Build supervision',
    text: 'Civil works, digesters, upgrading and compression built by the contractors you appoint, with our engineers on site to check every stage.',
    deliverable: 'A plant built to its drawings',
  },
  {
    id: 'commissioning',
    title: 'Commissioning',
    text: 'The digesters seeded and brought up to full load, the upgrading tuned, a performance test at the guaranteed output, your operators trained.',
    deliverable: 'A plant handed over, Consent to Operate',
  },
  {
    id: 'om',
    title: 'Operation and maintenance',
    text: 'We run the plant for you under contract, or support your own team with monthly visits and remote monitoring.',
    deliverable: 'A monthly report: feed, gas, CBG sold, downtime',
  },
]);

/** The cost table's columns: each costed feed with its CBG a day, its revenue a year (₹ crore, typical), and the calculator's address for it. */
export const costColumns = COSTED_FEEDS.map((feed) => ({ feed, cbg: aboutTonnes(outputs[feed].cbg), revenue: outputs[feed].revenueCrore, href: outputs[feed].href }));

/** The cost table's rows, part by part, for each costed feed (₹ crore), with the totals (facts.ts). */
export function costTable(table: keyof typeof STANDARD_PLANT_COSTS) {
  const parts: Record<string, Record<CostedFeed, number>> = STANDARD_PLANT_COSTS[table];
  return {
    rows: Object.entries(parts).map(([part, values]) => ({ part: part as keyof typeof plantEngineeringCopy.costs.parts, values: COSTED_FEEDS.map((feed) => values[feed]) })),
    totals: COSTED_FEEDS.map((feed) => standardPlantCost(table, feed)),
  };
}

