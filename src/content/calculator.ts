/**
 * Every word of /calculator, its PDF and its links, in one place (the figures and
 * their sources are in content/calculator.yaml). Hindi and Marathi come later:
 * keep visitor-facing text here, not in components.
 */
import { facts, figure } from './facts';
import { translatable } from './i18n';

export const calculatorCopy = translatable('calculator.calculatorCopy', {
  hero: {
    badge: 'Feedstock calculator',
    title: 'What would your feedstock give?',
    subtitle:
      'Enter the tonnes a day of each residue you have. You get biogas, methane, CBG, manure, revenue and CO₂ avoided as low–typical–high ranges, from sourced assumptions checked against commissioned Indian CBG plants.',
    /** On a phone, in place of the subtitle: one line, so the first field shows on the first screen. */
    phoneLead: 'Tonnes a day in; biogas, CBG and revenue out.',
  },
  form: {
    title: 'Your feedstock',
    intro: 'Tonnes per day, fresh weight as delivered. Leave a line empty if you have none.',
    unit: 't/day',
    advanced: 'Advanced: operating days and prices',
    days: { label: 'Operating days a year', unit: 'days' },
    'cbg-price': { label: 'CBG price', unit: '₹/kg' },
    'manure-price': { label: 'Manure price', unit: '₹/t' },
    submit: 'Estimate',
    reset: 'Start again',
    errorSummary: 'Please correct the fields marked below.',
    liveNote: 'The estimate updates as you type.',
    pendingNote: 'Some field does not hold a quantity yet: the estimate shows the last complete figures. Press Estimate to see what is wrong.',
  },
  result: {
    title: 'Estimate',
    /** On a phone, above a shared or submitted estimate (which comes first there): the way down to the form. */
    editLink: 'Change the feedstock',
    shareNote: 'This page’s address holds your figures: copy it to share the estimate.',
    empty: 'Enter tonnes per day for at least one feedstock to see your estimate. Until then, an example:',
    /** Shown until the visitor asks their own question: the calculator's answer for the standard plant of /technology/cbg-production (`calculatorExample`). */
    example: {
      tag: 'Example',
      title: `One standard ${figure(facts.plantCapacity)} plant on paddy straw`,
      note: 'The plant of our CBG page, by this calculator. Your own figures replace it.',
    },
    fix: 'Correct the fields marked in the form to see the estimate.',
    columns: { figure: 'Figure', low: 'Low', typical: 'Typical', high: 'High' },
    /** Revenue is shown in crore (10 million rupees), as Indian businesses read it; the API gives rupees. */
    displayScale: { revenueInrPerYear: 1e-7 } as Partial<Record<string, number>>,
    figures: {
      biogasNm3PerDay: { label: 'Biogas', unit: 'Nm³/day' },
      methaneNm3PerDay: { label: 'Methane', unit: 'Nm³/day' },
      cbgKgPerDay: { label: 'CBG', unit: 'kg/day' },
      cbgTonnesPerDay: { label: 'CBG', unit: 't/day' },
      manureTonnesPerDay: { label: 'Fermented organic manure', unit: 't/day' },
      revenueInrPerYear: { label: 'Revenue (CBG + manure)', unit: '₹ crore/year' },
      co2eTonnesPerYear: { label: 'CO₂ avoided (fuel replaced only)', unit: 't/year' },
    },
    chart: {
      title: 'CBG per day by feedstock',
      caption: 'Bars run from the low to the high estimate; the mark is the typical value. Same scale for every bar.',
      total: 'Total',
    },
    chartTable: 'The chart’s figures',
    plantTitle: 'What the plant would look like',
    /** {vs}, {digester} and {cascades} are filled in with the estimate's figures. */
    plant:
      'About {vs} t of volatile solids a day would need a digester of roughly {digester} m³ (at 2–4 kg of volatile solids per m³ a day), and would fill {cascades} CBG cascades a day.',
    revenueNote: 'Revenue counts {days} operating days, CBG at ₹{cbgPrice}/kg and manure at ₹{manurePrice}/t, before costs.',
    caveat:
      'An estimate from published averages, not a design: your feedstock’s own biogas potential can differ by a third either way. A BMP test measures it. CO₂ avoided counts the fossil fuel the CBG replaces, not the methane your feedstock would have given off in a dump, a manure heap or a burning field.',
    pdf: 'Download as PDF',
    /**
     * Below the two columns (a phone, a tablet), the bar that shows while the visitor is at the form and the
     * estimate is off the screen: the CBG figure (its label and unit above), the revenue ({revenue}, in crore)
     * and the jump to the estimate.
     */
    jump: {
      revenue: '₹{revenue} crore a year',
      action: 'See estimate',
    },
  },
  assumptions: {
    title: 'Assumptions and their sources',
    intro: 'Every figure above comes from these values. Shares are of fresh weight (total solids) and of total solids (volatile solids).',
    /** Above the table where it is wider than the screen (a phone): it scrolls sideways. */
    scrollHint: 'Scroll the table sideways to see every column.',
    columns: {
      feedstock: 'Feedstock',
      totalSolids: 'Total solids',
      volatileSolids: 'Volatile solids (of TS)',
      biogasYield: 'Biogas, Nm³ per t VS (low / typical / high)',
      methaneShare: 'Methane in biogas',
      manureYield: 'Manure, t per t feed',
      sources: 'Notes',
    },
    globalTitle: 'Upgrading, prices and emissions',
    globalColumns: { value: 'Value', assumption: 'Assumption', sources: 'Sources' },
    globals: {
      methaneLoss: 'Methane lost in upgrading (low / typical / high)',
      cbgMethaneContent: 'Methane in CBG',
      cbgDensity: 'CBG density, kg/Nm³',
      organicLoadingRate: 'Digester loading, kg VS/m³·day (low / typical / high)',
      cascadeKg: 'CBG per cascade, kg',
      operatingDays: 'Operating days a year (default)',
      cbgPrice: 'CBG price, ₹/kg (default)',
      manurePrice: 'Manure price, ₹/t (default)',
      co2ePerKgCbg: 'CO₂ avoided per kg of CBG, kg (low / typical / high)',
    },
    sourcesTitle: 'Sources',
    /** On a phone, the folds that hold the two tables and the list of sources ({count}: how many). */
    tablesFold: 'The values for each feedstock, and for upgrading, prices and emissions',
    sourcesFold: 'The {count} sources, with their links',
    convention: 'engineering convention',
  },
  plants: {
    title: 'Held to published plants',
    intro: 'The typical estimate for each plant’s published feed, against the CBG output its operator or the ministry published. We keep the model within 30% of each of these plants.',
    columns: { plant: 'Plant', feed: 'Published feed', published: 'Published CBG, t/day', estimate: 'Our typical estimate, t/day', difference: 'Difference' },
  },
  cta: {
    title: 'Measure your own feedstock',
    text: 'Published averages are a start. A biochemical methane potential (BMP) test of your sample, in triplicate, tells you what your residue really gives.',
    button: 'Measure your own feedstock: book a BMP test',
    /** {feed}: the visitor's feedstocks and tonnes, as a list. */
    message: 'I used the feedstock calculator with: {feed}. I would like a BMP test of my feedstock.',
    /** Beside the BMP button: the CBG plant engineering page's costs. */
    plantLink: 'What would such a plant cost?',
  },
  links: {
    /** The link other pages (services, technology, home, footer) use. */
    label: 'Feedstock calculator',
    /** The teaser band's sentence on a phone, where `text` runs to seven lines. */
    teaser: 'Estimate what your residue would give: biogas, CBG, manure and revenue, with every assumption sourced.',
    /** The teaser band on the BMP, CBG, services and home pages. */
    eyebrow: 'Before you write to us',
    title: 'What would your feedstock give?',
    text: 'Tonnes per day of paddy straw, press mud, dung or wet waste in; biogas, CBG, manure, revenue and CO₂ avoided out, as ranges with every assumption and its source, checked against the published output of commissioned Indian CBG plants.',
    button: 'Open the feedstock calculator',
  },
  pdf: {
    title: 'Feedstock estimate',
    generated: 'Generated',
    inputs: 'Feedstock, t/day',
    assumptionsNote: 'Assumptions and sources: see the calculator page at the address below.',
  },
} as const);

/** The calculator's words, as the page hands them to its client part. */
export type CalculatorCopy = typeof calculatorCopy;

/** The question behind the example (`calculatorCopy.result.example`): one feed, the standard plant's intake, every other setting at its default. */
export const calculatorExample = { feedstock: 'paddy-straw', tonnesPerDay: facts.plantCapacity.value } as const;
