/**
 * /feedstock: the page for farmers, sugar mills, dairies and village bodies who
 * supply feedstock, its supply enquiry form, the form's messages and its no-JS
 * outcome pages. Every visitor-facing word of that page is here (English is the
 * source the Hindi and Marathi translations are made from), written in short,
 * plain sentences. Company figures shared with other pages come from facts.ts.
 *
 * The form's option values (feedstock ids, month codes) are stable codes, not
 * words: a submission stores the code, so it means the same whatever language
 * the page was in, and staff see the English label (`feedstockLabel`, `monthLabel`).
 */
import { calculatorData } from './calculator-data';
import { company, whatsappContact } from './company';
import { facts, figure } from './facts';
import { feedstockRates, type FeedstockRate } from './feedstock-rates';
import { whatsappLink } from '@/lib/whatsapp';
import { translatable } from './i18n';

/** Month codes, January first; `now` means "ready today". */
export const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type MonthCode = (typeof MONTHS)[number];

export const monthNames: Record<MonthCode, { short: string; long: string }> = translatable('feedstock.monthNames', {
  '01': { short: 'Jan', long: 'January' },
  '02': { short: 'Feb', long: 'February' },
  '03': { short: 'Mar', long: 'March' },
  '04': { short: 'Apr', long: 'April' },
  '05': { short: 'May', long: 'May' },
  '06': { short: 'Jun', long: 'June' },
  '07': { short: 'Jul', long: 'July' },
  '08': { short: 'Aug', long: 'August' },
  '09': { short: 'Sep', long: 'September' },
  '10': { short: 'Oct', long: 'October' },
  '11': { short: 'Nov', long: 'November' },
  '12': { short: 'Dec', long: 'December' },
});

/** In a month: `main` is the harvest or crushing season, when we buy most; `also` is from stored stock. */
export type SeasonMark = 'main' | 'also';

export type Feedstock = {
  /** Stable code stored with an enquiry. */
  id: string;
  name: string;
  /** Who usually supplies it. */
  from: string;
  /** The form we take it in and what it must be like. */
  condition: string;
  /** The smallest lot we send a vehicle for (neighbours may pool). */
  minimumLot: string;
  /** Indicative rates in rupees per tonne: we collect from the field, or you deliver to the plant (feedstock-rates.ts). */
  rate: FeedstockRate;
  /**
   * Moisture (% of the weight, measured at the gate) paid in full; above it the paid weight is
   * reduced by the extra points (`paidWeightKg`). Absent: weighed as it comes (fresh material).
   */
  moistureLimit?: number;
  /** How it is weighed, when that is not the moisture rule. */
  weighing?: string;
  season: Partial<Record<MonthCode, SeasonMark>>;
};

const months = (codes: readonly MonthCode[], mark: SeasonMark) => Object.fromEntries(codes.map((code) => [code, mark])) as Partial<Record<MonthCode, SeasonMark>>;
const allYear = months(MONTHS, 'main');

/**
 * What we buy, in the order of the calendar. Seasons are those of western Maharashtra,
 * where the plants we buy for stand (buying-plants.ts): kharif harvest October-November,
 * rabi harvest March-April, sugar crushing November-April; napier grass and cattle dung
 * come all year.
 */
export const feedstocks: readonly Feedstock[] = translatable('feedstock.feedstocks', [
  {
    id: 'paddy-straw',
    name: 'Paddy straw',
    from: 'Farmers after the kharif rice harvest',
    condition: 'Dry straw, in bales or loose in the field. No soil, stones or plastic.',
    minimumLot: '5 tonnes (about 2 acres)',
    rate: feedstockRates['paddy-straw'],
    moistureLimit: 20,
    season: { ...months(['10', '11'], 'main'), ...months(['12', '01'], 'also') },
  },
  {
    id: 'wheat-straw',
    name: 'Wheat straw',
    from: 'Farmers after the rabi wheat harvest',
    condition: 'Dry straw left after harvesting, in bales or loose. Not mixed with soil.',
    minimumLot: '5 tonnes',
    rate: feedstockRates['wheat-straw'],
    moistureLimit: 15,
    season: { ...months(['03', '04'], 'main'), ...months(['05'], 'also') },
  },
  {
    id: 'sugarcane-trash',
    name: 'Sugarcane trash',
    from: 'Cane farmers during harvest, instead of burning the leaves',
    condition: 'Dry leaves and green tops, baled or tied. No roots or soil.',
    minimumLot: '5 tonnes',
    rate: feedstockRates['sugarcane-trash'],
    moistureLimit: 20,
    season: { ...months(['11', '12', '01', '02', '03'], 'main'), ...months(['04'], 'also') },
  },
  {
    id: 'press-mud',
    name: 'Press mud',
    from: 'Sugar mills and cooperative factories during crushing',
    condition: 'Fresh filter cake, less than two weeks old. Not mixed with ash.',
    minimumLot: 'One truck (about 10 tonnes)',
    rate: feedstockRates['press-mud'],
    weighing: 'Weighed as it comes; a load that has started to rot or holds ash is refused at the gate.',
    season: { ...months(['11', '12', '01', '02', '03', '04'], 'main') },
  },
  {
    id: 'napier-grass',
    name: 'Napier grass',
    from: 'Farmers who grow it for us under a yearly contract',
    condition: 'Fresh cut grass, 60 to 70 days old, stems and leaves. Cut within one day of pickup.',
    minimumLot: '3 tonnes a cutting',
    rate: feedstockRates['napier-grass'],
    weighing: 'Weighed fresh; the contract fixes the rate for the year.',
    season: allYear,
  },
  {
    id: 'cattle-dung',
    name: 'Cattle dung',
    from: 'Dairies, gaushalas and villages with many cattle',
    condition: 'Fresh dung without sand, bedding plastic or stones.',
    minimumLot: '2 tonnes a day, collected on a fixed route; for the Shirur plant, any amount, on the dairy co-operative’s milk route',
    rate: feedstockRates['cattle-dung'],
    weighing: 'Weighed fresh at each pickup; the month’s slips are added up for payment.',
    season: allYear,
  },
  {
    id: 'cotton-stalks',
    name: 'Cotton stalks',
    from: 'Farmers after the last cotton picking',
    condition: 'Uprooted, dry stalks, shaken free of soil. We can chip them in the field.',
    minimumLot: '5 tonnes',
    rate: feedstockRates['cotton-stalks'],
    moistureLimit: 20,
    season: { ...months(['01', '02'], 'main'), ...months(['03', '04'], 'also') },
  },
  {
    id: 'soybean-straw',
    name: 'Soybean straw and pods',
    from: 'Farmers and threshing yards after the kharif harvest',
    condition: 'Dry straw and empty pods after threshing. No soil.',
    minimumLot: '3 tonnes',
    rate: feedstockRates['soybean-straw'],
    moistureLimit: 15,
    season: { ...months(['10', '11'], 'main'), ...months(['12'], 'also') },
  },
  {
    id: 'maize-stover',
    name: 'Maize stover',
    from: 'Farmers after the cobs are picked (kharif and rabi crops)',
    condition: 'Dry stalks and leaves, in bales or bundles.',
    minimumLot: '5 tonnes',
    rate: feedstockRates['maize-stover'],
    moistureLimit: 20,
    season: { ...months(['10', '11', '03'], 'main'), ...months(['04'], 'also') },
  },
]);

export const feedstockIds = feedstocks.map((item) => item.id) as [string, ...string[]];

/** The English name of a stored feedstock code (the code itself when it is no longer offered). */
export function feedstockLabel(id: string): string {
  return feedstocks.find((item) => item.id === id)?.name ?? id;
}

/** The "month available" options: now, then each month. */
export const monthOptions: readonly { value: string; label: string }[] = translatable('feedstock.monthOptions', [
  { value: 'now', label: 'Ready now' },
  ...MONTHS.map((code) => ({ value: code, label: monthNames[code].long })),
]);

export const monthValues = monthOptions.map((option) => option.value) as [string, ...string[]];

export function monthLabel(value: string): string {
  return monthOptions.find((option) => option.value === value)?.label ?? value;
}

/** Sentences with a figure in them: `{limit}` is the moisture limit of a dry feedstock, as the rates table prints it. */
export const feedstockPhrases = translatable('feedstock.feedstockPhrases', {
  moistureRule: 'Moisture up to {limit}% is paid in full. Above that, the weight is reduced by the extra moisture.',
});

/** The weight paid for a load: the net weight less one per cent of it for each point of moisture above the limit. */
export function paidWeightKg(netKg: number, moisturePct: number, limitPct: number | undefined): number {
  const excess = limitPct === undefined ? 0 : Math.max(0, moisturePct - limitPct);
  return Math.round(netKg * (1 - excess / 100));
}

/** How we pay and what the rates mean. `days` is the promise the whole page repeats. */
export const payment = {
  days: 7,
  /** The date the indicative rates were set (YYYY-MM-DD). */
  ratesAsOf: '2026-11-01',
};

const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;
/** "₹900–1,200": a range of rupees per tonne as printed in the rates table. */
export const rupeeRange = ([low, high]: readonly [number, number]) => `${rupees(low)}–${high.toLocaleString('en-IN')}`;

/** The days a year a plant runs, so needs feed: the calculator's operating days (content/calculator.yaml), which the CBG page's residue bill also uses. */
const operatingDays = calculatorData().economics.operatingDays.value;

const asOf = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(`${payment.ratesAsOf}T00:00:00+05:30`));

export const feedstockContent = translatable('feedstock.feedstockContent', {
  hero: {
    badge: 'For farmers and suppliers',
    title: 'Sell us your crop residue',
    actions: { enquiry: 'Send a supply enquiry' },
    /** On a phone, the row of the page's sections under the header (ui/page-sections.tsx): its name, and each section's short name by its id. */
    sections: {
      label: 'On this page',
      links: [
        { id: 'plants', label: 'Plants buying' },
        { id: 'calendar', label: 'When' },
        { id: 'rates', label: 'Rates' },
        { id: 'how-it-works', label: 'How it works' },
        { id: 'enquiry', label: 'Sell to us' },
      ],
    },
    subtitle: `We buy straw, cane trash, press mud, Napier grass and cattle dung for the biogas plants listed below. We collect within ${figure(facts.collectionRadius)} of a plant, weigh every load on a weighbridge and pay to your bank account within ${payment.days} days.`,
  },
  summary: [
    { label: 'Collection radius', value: figure(facts.collectionRadius), note: 'From each plant. Further away, ask us: villages can pool loads.' },
    { label: 'Payment', value: `${payment.days} days`, note: 'After the weighbridge slip, to your bank account by NEFT or UPI.' },
    { label: 'A standard plant needs', value: figure(facts.plantCapacity), note: `${operatingDays} days a year, so we buy in every season.` },
  ],
  calendar: {
    eyebrow: 'When we buy',
    title: 'Season calendar',
    intro: 'Months when we buy each feedstock in western Maharashtra, for the plants above. In the main season we send balers and trucks to the fields. In the other marked months we buy stored stock.',
    caption: 'Months in which we buy each feedstock',
    feedstockHeading: 'Feedstock',
    legend: { main: 'Main season: we collect', also: 'We buy stored stock' },
  },
  rates: {
    eyebrow: 'What we pay',
    title: 'What we buy and indicative rates',
    intro: `Rates are in rupees per tonne. They are indicative, set on ${asOf}. The rate on the day is agreed before pickup and printed on your weighbridge slip.`,
    caption: `Indicative rates in rupees per tonne, as of ${asOf}`,
    columns: {
      feedstock: 'Feedstock',
      condition: 'What we take',
      minimumLot: 'Smallest lot',
      collected: 'We collect',
      delivered: 'You deliver to the plant',
    },
    /** The one disclosure under the price list: each feedstock's supplier, what we take and the smallest lot. */
    notes: 'What we take and smallest lots',
    note: 'We collect: we bring the baler, tractor or truck and labour to your field, cattle shed or mill yard, at no cost to you. You deliver: you bring it in your own vehicle to the plant’s weighbridge or its collection yard.',
  },
  steps: {
    eyebrow: 'How it works',
    title: 'From your field to your bank account',
    items: [
      {
        title: 'Tell us',
        text: 'Send the short form below, call us or send a WhatsApp message. Say what you have, about how much, where and when.',
      },
      {
        title: 'Field visit and rate',
        text: 'Our field officer calls you within two working days. For large lots they visit, check the material and agree the rate and the pickup date. You get both by SMS or WhatsApp.',
      },
      {
        title: 'Baling and collection',
        text: `We send balers, tractors and trucks within ${figure(facts.collectionRadius)} of the plant. Straw is baled in the field within two weeks of harvest, so you can sow the next crop on time. Small farms can pool with neighbours to reach the smallest lot.`,
      },
      {
        title: 'Weighing',
        text: 'Every truck or tractor load is weighed on a government-certified weighbridge, at the plant gate or a collection yard, full and then empty. You get a printed slip with the vehicle number, gross, tare and net weight, any moisture deduction and the rate. You or your representative may watch the weighing.',
      },
      {
        title: 'Payment',
        text: `We pay to your bank account by NEFT or UPI within ${payment.days} days of the weighbridge slip. We never pay in cash. The first time, we need your bank passbook and Aadhaar card. Farmers selling residue from their own fields need no GST number.`,
      },
    ],
  },
  slip: {
    title: 'Sample weighbridge slip',
    intro: 'This is how one load is paid. The numbers are an example; your slip shows your own load.',
    /** On a phone the slip is folded behind this summary (ui/phone-fold.tsx); the steps beside it lead. */
    fold: 'A sample slip: one load, from the weighbridge to your account',
    caption: 'How the amount on a slip is worked out',
    /** An example load (fictional vehicle and weights). */
    sample: { slipNumber: 'WB-2611-0417', vehicle: 'MH 12 AB 4321', feedstock: 'paddy-straw', grossKg: 14_260, tareKg: 6_180, moisturePct: 24, ratePerTonne: 1_100 },
    labels: {
      slipNumber: 'Slip number',
      vehicle: 'Vehicle',
      feedstock: 'Feedstock',
      gross: 'Gross weight (loaded)',
      tare: 'Tare weight (empty)',
      net: 'Net weight',
      moisture: 'Moisture measured',
      deduction: 'Moisture deduction',
      paid: 'Weight paid',
      rate: 'Rate agreed',
      amount: 'Amount to your account',
      due: 'Paid within',
    },
    kg: 'kg',
    perTonne: 'per tonne',
    /** The payment term on the slip: {days} is the number. */
    days: '{days} days',
    /** Under the slip: the rule in words ({limit} is the feedstock's moisture limit). */
    rule: 'Moisture above {limit}% reduces the paid weight by one per cent for each extra point.',
  },
  villages: {
    title: 'For gram panchayats, FPOs and sugar mills',
    /** On a phone the points are folded behind this summary; `{count}`: how many. */
    fold: 'How we work with them, in {count} points',
    points: [
      'A gram panchayat or farmer producer company can sign one agreement for the whole village. We pay each farmer to their own account, or the FPO, as you choose.',
      'We agree one collection point and a pickup schedule with you. Straw that is sold is straw that is not burned.',
      'Sugar mills and dairies get a yearly contract for press mud or dung, with pickups on fixed days.',
    ],
  },
  form: {
    eyebrow: 'Supply enquiry',
    title: 'Tell us what you can supply',
    intro: 'Only your name, mobile number and feedstock are needed; the rest helps us plan the pickup. We call you back within two working days. You do not need an e-mail address.',
    requiredNote: 'Fields marked * are required.',
    labels: {
      name: 'Your name',
      phone: 'Mobile number',
      email: 'E-mail (if you have one)',
      village: 'Village and taluka',
      district: 'District',
      feedstock: 'What you can supply',
      tonnes: 'About how many tonnes',
      month: 'Month available',
    },
    hints: {
      phone: 'A 10-digit mobile number. +91 or 0 in front is fine.',
      email: 'Only if you want a confirmation by e-mail.',
      tonnes: 'A rough figure is fine, e.g. 12. One acre of paddy gives about 2 to 2.5 tonnes of straw.',
    },
    placeholders: { village: 'e.g. Wadgaon, Maval', district: 'e.g. Pune' },
    feedstockPlaceholder: 'Choose one',
    monthPlaceholder: 'Choose a month',
    submit: 'Send enquiry',
    sending: 'Sending…',
    honeypotLabel: 'Leave this field empty',
  },
  whatsapp: {
    title: 'Prefer WhatsApp or a call?',
    text: 'Send a message or a photo of your field or heap. Say the feedstock, the village and about how many tonnes.',
    action: 'Message us on WhatsApp',
    /** Prefilled text of the WhatsApp message. */
    prefill: 'Hello, I can supply feedstock. Crop: … Village: … About … tonnes.',
    href() {
      return whatsappLink(company.phones.whatsapp.e164, this.prefill);
    },
    number: whatsappContact.display,
    call: 'Or call our office',
    phone: company.phones.office,
  },
  more: {
    text: 'Where the feedstock goes: our CBG plants turn it into compressed biogas and return the digestate to farmers as organic manure.',
    link: { label: 'How a CBG plant works', href: '/technology/cbg-production' },
  },
  /** Validation messages of the form (the schema takes them from here). */
  errors: {
    text: 'Please enter text.',
    nameMissing: 'Please enter your name.',
    nameTooLong: 'Please keep your name under {max} characters.',
    phoneMissing: 'Please enter your mobile number.',
    phoneInvalid: 'Please enter a 10-digit mobile number, e.g. 98765 43210 or +91 98765 43210.',
    emailInvalid: 'Please enter a valid e-mail address, e.g. name@example.com, or leave it empty.',
    emailTooLong: 'Please keep your e-mail address under {max} characters.',
    placeTooLong: 'Please keep this under {max} characters.',
    feedstockMissing: 'Please choose what you can supply.',
    tonnesInvalid: 'Please enter the tonnes as a number, e.g. 12 or 2.5.',
    tonnesRange: 'Please enter between {min} and {max} tonnes.',
    monthInvalid: 'Please choose a month from the list.',
  },
  messages: {
    success: 'Thank you! Your enquiry has reached our feedstock team. We will call you within two working days.',
    requestFailed: 'Your enquiry could not be sent. Please try again, or message us on WhatsApp.',
  },
  sent: {
    title: 'Enquiry sent',
    subtitle: 'Thank you. We will call you.',
    body: 'Your supply enquiry has been stored and our feedstock team has been told. We call you back within two working days. If you do not hear from us, call or send a WhatsApp message and give the reference below.',
    back: 'Back to the feedstock page',
    home: 'Go to the home page',
  },
  retry: {
    title: 'Your enquiry was not sent',
    subtitle: 'Please check the form below and send it again.',
  },
  /** The lines /projects and the calculator use to point here. */
  crossLinks: {
    projects: { text: 'Farmer, sugar mill or dairy near one of our plants? We buy straw, cane trash, press mud and dung.', label: 'Sell us feedstock' },
    calculator: { text: 'Have feedstock but no plant? We buy it from farmers, mills and dairies.', label: 'Sell us your feedstock' },
  },
} as const);
