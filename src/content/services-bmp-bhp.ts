/**
 * BMP/BHP testing page (/services/bmp-bhp-analysis). The test conditions are
 * fixed figures, shown exactly as written here; the incubation timeline draws
 * the durations of `labTimes` (facts.ts) to scale.
 */
import { labTimes } from './facts';
import type { ServiceDetail } from './services-details';
import { translatable } from './i18n';

export const BMP_BHP = translatable('services-bmp-bhp.BMP_BHP', {
  bmp: {
    duration: labTimes.bmpIncubation.value,
    siRatio: '0.5–2',
    mesophilic: '30–40 °C',
    thermophilic: '50–60 °C',
    pH: '7.0–7.5',
    replicates: 'At least triplicate',
  },
  bhp: {
    duration: labTimes.bhpIncubation.value,
    pH: '5.5–6.5',
    temperature: '35–40 °C',
  },
  biogasCompression: '200–250 bar',
} as const);

type TestTabId = 'bmp' | 'bhp';

export type TestPanel = {
  id: TestTabId;
  /** Short label on the tab. */
  tab: string;
  title: string;
  summary: string;
  paragraphs: string[];
  parameters: { label: string; value: string }[];
  procedure: string[];
  deliverables: string[];
  note: { title: string; text: string };
};

export const bmpBhpDetail: ServiceDetail = translatable('services-bmp-bhp.bmpBhpDetail', {
  id: 'bmp-bhp-analysis',
  title: 'BMP/BHP Testing',
  breadcrumb: 'BMP/BHP Testing',
  hero: {
    badge: 'Analysis',
    subtitle:
      'Biochemical methane potential and biohydrogen potential tests: measure how much methane or hydrogen your feedstock can produce before you design or feed a plant.',
  },
  overview: {
    title: 'The gas yield of your feedstock, measured',
    paragraphs: [
      'A biochemical methane potential (BMP) test digests a sample with an active inoculum in sealed bottles and records every millilitre of gas until production stops. A biohydrogen potential (BHP) test does the same under acidic, dark-fermentation conditions that favour hydrogen. Both give the figure that bankers, plant designers and feedstock buyers ask for first: normalised gas per kilogram of volatile solids.',
      'We run the tests on automated gas-measurement systems with inoculum-only blanks and microcrystalline cellulose as a positive control, following VDI 4630 and the international BMP protocol of Holliger and co-workers.',
    ],
    duration: `First results in ${labTimes.firstResults.value}`,
    // Two durations only: the timeline further down explains the early read-out (a longer note ran five lines on a phone).
    durationNote: `Full incubation: BMP ${BMP_BHP.bmp.duration}, BHP ${BMP_BHP.bhp.duration}; then the final report.`,
    team: 'Bioprocess engineers and microbiologists',
    teamNote: 'The team that runs the assays also operates commercial CBG and hydrogen pilot plants.',
    facts: [
      { label: 'Replicates', value: BMP_BHP.bmp.replicates },
      { label: 'Standards', value: 'VDI 4630, international BMP protocol' },
    ],
  },
  sections: [],
});

export const bmpBhpTabsCopy = translatable('services-bmp-bhp.bmpBhpTabsCopy', {
  eyebrow: 'Test programmes',
  title: 'Choose the test',
  intro: 'BMP measures the methane a feedstock can give, BHP the hydrogen. Each programme below lists its test conditions, procedure and what you receive.',
  tablistLabel: 'Potential tests',
  parametersTitle: 'Test conditions',
  procedureTitle: 'Procedure',
  deliverablesTitle: 'You receive',
} as const);

export const testPanels: TestPanel[] = translatable('services-bmp-bhp.testPanels', [
  {
    id: 'bmp',
    tab: 'BMP',
    title: 'Biochemical Methane Potential (BMP)',
    summary: 'The maximum methane a feedstock yields under anaerobic digestion.',
    paragraphs: [
      'BMP is the starting point for every biogas and CBG project. It tells you how much methane a tonne of press mud, cattle dung, food waste or pretreated straw will give, how fast it is released, and whether the material inhibits digestion.',
      'Samples are mixed with an adapted inoculum at a fixed substrate-to-inoculum ratio and kept at mesophilic or thermophilic temperature until daily gas production falls below 1% of the cumulative total for three consecutive days.',
    ],
    parameters: [
      { label: 'Test duration', value: BMP_BHP.bmp.duration },
      { label: 'Substrate-to-inoculum (S/I) ratio', value: BMP_BHP.bmp.siRatio },
      { label: 'Mesophilic temperature', value: BMP_BHP.bmp.mesophilic },
      { label: 'Thermophilic temperature', value: BMP_BHP.bmp.thermophilic },
      { label: 'pH', value: BMP_BHP.bmp.pH },
      { label: 'Replicates', value: BMP_BHP.bmp.replicates },
    ],
    procedure: [
      'Characterize sample and inoculum for total and volatile solids.',
      'Set up bottles at the agreed S/I ratio, with blanks and a cellulose control.',
      'Flush with nitrogen, seal and incubate at mesophilic or thermophilic temperature.',
      'Record gas volume daily and methane content by gas chromatography.',
      'Fit first-order and modified Gompertz models to the cumulative curve.',
    ],
    deliverables: [
      'Methane yield in NmL CH₄ per g VS added, blank-corrected',
      'Cumulative and daily gas curves with kinetic constants',
      'Biodegradability and an inhibition check',
      'Estimated daily biogas and CBG output at your plant scale',
    ],
    note: {
      title: 'From bottle to CBG',
      text: `We translate the measured methane yield into plant output: biogas upgraded to above 90% methane and compressed to ${BMP_BHP.biogasCompression} for storage and cylinder cascades.`,
    },
  },
  {
    id: 'bhp',
    tab: 'BHP',
    title: 'Biohydrogen Potential (BHP)',
    summary: 'The hydrogen a feedstock yields by dark fermentation.',
    paragraphs: [
      'BHP measures how much hydrogen a carbohydrate-rich feedstock, such as food waste, starch effluent or distillery spent wash, releases in dark fermentation, where methane-forming microbes are suppressed and hydrogen-producing bacteria dominate.',
      'The inoculum is heat-treated to remove methanogens, and the pH is held in the acidic range where hydrogen-producing pathways are favoured. Hydrogen content is measured by gas chromatography with a thermal-conductivity detector.',
    ],
    parameters: [
      { label: 'Test duration', value: BMP_BHP.bhp.duration },
      { label: 'pH', value: BMP_BHP.bhp.pH },
      { label: 'Temperature', value: BMP_BHP.bhp.temperature },
      { label: 'Replicates', value: BMP_BHP.bmp.replicates },
    ],
    procedure: [
      'Heat-treat the inoculum to suppress methanogens.',
      'Set up bottles with sample, inoculum and buffer, and adjust the pH.',
      'Incubate in the dark with daily gas measurement.',
      'Measure hydrogen and carbon dioxide content by gas chromatography.',
      'Analyse the liquor for volatile fatty acids to identify the fermentation pathway.',
    ],
    deliverables: [
      'Hydrogen yield in NmL H₂ per g VS added',
      'Hydrogen production rate and lag phase',
      'Volatile fatty acid profile of the fermented liquor',
      'Suitability of the residue for a second, methane-producing stage',
    ],
    note: {
      title: 'Two-stage potential',
      text: 'Dark-fermentation residue is rich in volatile fatty acids. On request we run a follow-on BMP test of the residue to estimate the combined hydrogen and methane output of a two-stage plant.',
    },
  },
]);

/**
 * The durations of `labTimes` (facts.ts) in days, to draw the incubation timeline to
 * scale: first results 2–3 weeks, full BMP 30–45 days, full BHP 3–30 days
 * (tests/unit/services-timeline.test.ts holds them to the facts).
 */
export const timelineDays = {
  bhpIncubation: [3, 30],
  firstResults: [14, 21],
  bmpIncubation: [30, 45],
} as const;

/**
 * When the final report comes: it follows the end of the BMP incubation, which ends between
 * its earliest and latest day, "within a few working days" (labTimes.bmpIncubation.context).
 * No figure says how many days, so the timeline draws the report over the days the
 * incubation can end on, marked as following them, and adds no days of its own.
 */
export const reportDays = timelineDays.bmpIncubation;

/** The last day on the timeline's axis: a week past the longest incubation, room for the report. */
export const TIMELINE_END_DAY = 56;

export const incubationTimeline = translatable('services-bmp-bhp.incubationTimeline', {
  eyebrow: 'Timeline',
  title: 'When each result arrives',
  intro: 'Every test starts on day 0, the day the bottles are set up. The pale part of a bar is the window in which it ends, which depends on the feedstock. Drawn to scale.',
  axisLabel: 'Days from set-up',
  finalReport: 'Final report',
  finalReportText: 'Within a few working days of the end of incubation.',
  caption: 'Incubation times of the BHP and BMP tests, to scale; the BMP gives a first read-out before its full incubation ends.',
} as const);
