/**
 * /technology/hydrogen-production: production routes with their efficiency, and applications.
 * Company figures, kept as written: steam reforming 85%, dark fermentation 60%,
 * 75 L/kg hydrogen, 180 L/kg biogas. The 75 L is per kg of the food waste's dry matter (about
 * 90 mL per g of its volatile solids, within what published food-waste rigs report; per kg of
 * wet waste it would sit at the chemical ceiling of fermentation), the 180 L per kg of volatile
 * solids. The 60% is the hydrogen in the first stage's gas (the rest is CO₂), which the membrane
 * raises to 95%: what the hydrogen carries of the waste's energy is computed below from the
 * 75 L/kg (`hydrogenEnergyShare`).
 */
import { contactHref } from '@/lib/forms/contact-fields';
import type { SpecTable, StageTrainSpec } from './types';
import { companyVideo } from './company';
import { calculatorFeedstock } from './calculator-data';
import { cleanFuelFacts, facts, figure, hydrogenTargetNeeds, REFORMING_TRIAL, type Fact, type FactKey } from './facts';
import { printedFact } from './number-format';
import { translatable } from './i18n';

/**
 * A production route. `efficiencyLabel` says what its percentage counts: the two routes'
 * percentages measure different things (the reformer's hydrogen energy against its biogas;
 * the hydrogen share of the fermentation gas), so neither is printed under a bare
 * "Energy efficiency".
 */
export type TechnologyEntry = { title: string; efficiency: number; efficiencyLabel: string; description: string; features: string[] };
export type ApplicationEntry = { title: string; description: string; usage: string };

export const hydrogenHero = translatable('technology-hydrogen.hydrogenHero', {
  badge: 'Green Hydrogen',
  title: 'Hydrogen Production',
  subtitle:
    'Renewable hydrogen from biogas and food waste: steam reforming of purified biogas for volume, and dark fermentation for a low-energy biological route. Where an electrolyser splits water with electricity, both our routes take their hydrogen from waste.',
  primaryCta: { label: 'Talk to Our Hydrogen Team', href: contactHref('Hydrogen from your own waste') },
  secondaryCta: { label: 'Dark Fermentation', href: '#dark-fermentation' },
  /** The accessible name of the row of figures under the banner. */
  figuresLabel: 'Hydrogen in numbers',
  /** The row of the page's sections a phone keeps under the header (ui/page-sections.tsx). */
  sections: {
    label: 'On this page',
    links: [
      { id: 'technologies', label: 'Two routes' },
      { id: 'dark-fermentation', label: 'Fermentation' },
      { id: 'applications', label: 'Markets' },
    ],
  },
});

const videoId = companyVideo.youtubeId;

/**
 * The film of the pilot, shown only once the company has published one (its id in
 * company.ts); until then the page has no video section at all, never a
 * "coming soon" poster.
 */
export const hydrogenVideo = videoId
  ? {
      eyebrow: 'Watch',
      title: 'Inside our hydrogen pilot',
      intro: 'A walk through the reformer skid, the fermentation reactors and the purification train. The video is hosted on YouTube and loads only when you press play.',
      embed: {
        title: 'Inside our hydrogen pilot plant',
        src: `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
        externalHref: `https://www.youtube.com/watch?v=${videoId}`,
        posterSrc: '/images/technology/hydrogen-video-poster.webp',
        providerName: 'YouTube',
      },
    }
  : null;

// What the laboratory rigs measured first, the 2030 target last: a page that opened on a target read it as done.
export const hydrogenStats: Fact[] = translatable('technology-hydrogen.hydrogenStats', [
  facts.hydrogenPurity,
  facts.reformingEfficiency,
  facts.hydrogenCostReduction,
  facts.hydrogenOutput,
]);

export const technologies = translatable('technology-hydrogen.technologies', {
  eyebrow: 'Technologies',
  title: 'Two routes from waste to hydrogen',
  intro: 'We choose the route by feedstock and scale: thermochemical reforming where biogas is plentiful, biological fermentation where wet organic waste is.',
  /** The words on each route's card; {title} is the route's name. */
  cardLabels: { features: 'Key features' },
  items: [
    {
      title: 'Steam Reforming of Biogas',
      efficiency: 85,
      efficiencyLabel: 'Energy efficiency, reformer (biogas to H₂)',
      description:
        'Purified biogas reacts with steam over a nickel catalyst at 750–850 °C, producing a hydrogen-rich syngas. A water-gas shift stage converts carbon monoxide to more hydrogen, and pressure swing adsorption delivers the product gas.',
      features: [
        'Runs on upgraded biogas from a CBG plant; on our rig, bottled biomethane',
        'Water-gas shift reactor for extra hydrogen',
        'Pressure swing adsorption purification',
        'Heat recovery from flue gas to raise steam',
        'CO₂ capture by amine wash planned for the commercial reformers (our rig has none)',
      ],
    },
    {
      title: 'Dark Fermentation',
      efficiency: 60,
      efficiencyLabel: 'Hydrogen in the first stage’s gas, before purification',
      description:
        'Hydrogen-producing bacteria break down carbohydrates in food and agricultural waste without light or oxygen, at mild temperature and pressure. The acid-rich effluent then feeds a second, methane-producing stage.',
      features: [
        'Mesophilic operation at 35–40 °C',
        'Controlled pH of 5.5–6.5 to suppress methanogens',
        'Heat-treated inoculum enriched in Clostridium',
        'No external light or high-temperature heat needed',
        'A methane stage recovers the energy left in the acids',
      ],
    },
  ] satisfies TechnologyEntry[],
});

/** Lower heating value of hydrogen, MJ per normal m³. */
const HYDROGEN_MJ_PER_NM3 = 10.8;
/** Energy in a kg of food waste's volatile solids, MJ: their heating value is typically 18–22 MJ/kg. */
const FOOD_WASTE_VS_MJ_PER_KG = 20;

const foodWaste = calculatorFeedstock('food-waste');

/** Lower heating value of methane, MJ per normal m³. */
const METHANE_MJ_PER_NM3 = 35.8;
/** The food waste's volatile solids as a share of its dry matter (the calculator's solids). */
const foodWasteVsShare = foodWaste.volatileSolids.value;
/**
 * The rigs' two yields on each other's basis (L): hydrogen per kg of volatile solids, biogas per kg
 * of dry matter; and the hydrogen per kg of food waste as collected, at the calculator's solids.
 */
const hydrogenPerKgVs = Math.round(facts.hydrogenYield.value / foodWasteVsShare / 10) * 10;
const biogasPerKgDry = Math.round((facts.biogasYield.value * foodWasteVsShare) / 10) * 10;
const hydrogenPerKgWet = Math.round(facts.hydrogenYield.value * foodWaste.totalSolids.value);

/** A yield of the rig under its drawing: `key` names its measured figure in facts.ts, whose tag it carries. */
export type RigYield = { key: FactKey; value: string; label: string };

/**
 * The opening's drawing: the two-stage rig on its bench (tools/media/scenes/hydrogen-rig.ts), its
 * parts named here in the order of the drawing's numbers, and the rig's two yields under it on one
 * basis, a kg of food waste's dry matter: the hydrogen as measured, the biogas from its measured
 * yield per kg of volatile solids (`biogasPerKgDry`).
 */
export const hydrogenRig = translatable('technology-hydrogen.hydrogenRig', {
  title: 'Our two-stage laboratory rig',
  caption: 'Dark fermentation of food waste at our Pune laboratory: hydrogen from the first stage, biogas from the second.',
  image: {
    src: '/images/technology/hydrogen-rig.webp',
    width: 960,
    height: 600,
    alt: 'Drawing of the rig on a laboratory bench, left to right: a stirred tank of brown food-waste slurry, a small pump, a glass reactor of bubbling yellow broth, a membrane tube above it filling a small hydrogen bag on the wall, and a larger green digester filling a biogas bag. A technician in a lab coat stands at the end of the bench.',
  },
  parts: ['Feed tank: food waste slurried at 35–40\u00a0°C', 'Stage 1: acidogenic reactor', 'Membrane unit', 'Stage 2: methanogenic digester', 'Hydrogen bag', 'Biogas bag'],
  yieldsLabel: 'From each kg of food waste, dry weight',
  yields: [
    { key: 'hydrogenYield', value: `${facts.hydrogenYield.value} L`, label: 'of hydrogen, first stage' },
    { key: 'biogasYield', value: `about ${biogasPerKgDry} L`, label: 'of biogas, second stage' },
  ] satisfies RigYield[],
});

export const darkFermentation = translatable('technology-hydrogen.darkFermentation', {
  eyebrow: 'Dark fermentation',
  title: 'Two-stage digestion: hydrogen first, methane second',
  intro:
    'Splitting digestion into two reactors lets each group of microbes work at its own best conditions. The first stage is kept acidic and short so hydrogen producers dominate; the second stage turns the leftover acids into methane.',
  stages: [
    {
      label: 'Stage 1',
      title: 'Acidogenic hydrogen reactor',
      description: 'Retention time of 1–3 days at pH 5.5–6.5. Sugars and starches become hydrogen, carbon dioxide and volatile fatty acids.',
    },
    {
      label: 'Stage 2',
      title: 'Methanogenic digester',
      description: 'Retention time of 15–20 days at pH 7.0–7.5. Methanogens convert the volatile fatty acids into biogas rich in methane.',
    },
  ],
  yields: [
    // Each on its own basis and the other's, so the two are never read as one measure.
    { value: printedFact(facts.hydrogenYield), label: 'Hydrogen', detail: `Per kg of food waste dry matter, first stage (about ${hydrogenPerKgVs} L per kg of its volatile solids, ${hydrogenPerKgWet} L per kg as collected)` },
    { value: printedFact(facts.biogasYield), label: 'Biogas', detail: `Per kg of volatile solids fed, second stage (about ${biogasPerKgDry} L per kg of food waste dry matter)` },
  ],
});

/**
 * The markets that hydrogen from biogas and food waste serves, not deliveries of ours: today
 * we make hydrogen on laboratory rigs (facts.ts, hydrogenOutput), and the plants that
 * would supply these markets are planned, not built.
 */
export const hydrogenApplications = translatable('technology-hydrogen.hydrogenApplications', {
  eyebrow: 'Applications',
  title: 'Where hydrogen from routes like ours is used',
  intro:
    'Hydrogen made from biogas or food waste is the same gas as any other and serves the same four markets. We make it on laboratory rigs today, with a pilot for 1\u00a0t/day of food-processing effluent being built; these are the uses the plants we plan are designed for.',
  items: [
    {
      title: 'Industrial Feedstock',
      description: 'Hydrogen for hydrogenation of edible oils, fine chemicals, glass and electronics manufacturing.',
      usage: 'Reaches users near a plant in cylinders or tube trailers.',
    },
    {
      title: 'Transport Fuel',
      description: 'Fuel for hydrogen buses, trucks and forklifts, once polished to fuel-cell grade (99.97%, ISO 14687), or blended into CNG for existing engines.',
      usage: 'Dispensed at 350–700 bar at refuelling stations.',
    },
    {
      title: 'Energy Storage',
      description: 'Surplus renewable energy stored as hydrogen and released when demand peaks, balancing solar and wind.',
      usage: 'Stored in pressure vessels or metal hydrides for days to weeks.',
    },
    {
      title: 'Power Generation',
      description: 'Clean electricity and heat from fuel cells or hydrogen-ready gas engines for sites and micro-grids.',
      usage: 'Back-up and off-grid power for farms, telecom towers and industry.',
    },
  ] satisfies ApplicationEntry[],
});

/**
 * On a phone, the summary of the applications, folded behind one tap (ui/phone-fold.tsx) so the
 * call to action comes sooner; from 48rem the list shows whole. `{count}`: how many.
 */
export const hydrogenPhoneFolds = translatable('technology-hydrogen.hydrogenPhoneFolds', {
  applications: 'The {count} markets, and how each takes its hydrogen',
  /** The two routes' table, folded on a phone. `{count}`: its rows. */
  routes: 'The two routes side by side: {count} conditions and results',
});

export const hydrogenCta = translatable('technology-hydrogen.hydrogenCta', {
  title: 'Plan a hydrogen project with us',
  text: `Buying hydrogen? The effluent pilot we are building in Pune will supply trial quantities in cylinders to buyers who want to test it in their process; supply at scale comes with the reformers planned for ${facts.hydrogenOutput.basis!.period}. Making it from your own waste? From a BHP test to a pilot reactor on your site, our team takes you through every step.`,
  primary: { label: 'Ask for trial hydrogen', href: contactHref('Hydrogen: trial cylinders from our pilot') },
  secondary: { label: 'Pretreatment Technology', href: '/technology' },
});

const [acidStage, methaneStage] = [darkFermentation.stages[0]!, darkFermentation.stages[1]!];
const [hydrogenYield, biogasYield] = [darkFermentation.yields[0]!, darkFermentation.yields[1]!];
const [reforming, fermentation] = [technologies.items[0]!, technologies.items[1]!];

/**
 * The two-stage process as a diagram: the reactor train down the left, the gas each
 * stage gives off to the right, with the rigs' figures (the stages and yields above).
 */
export const hydrogenTrain: StageTrainSpec = translatable('technology-hydrogen.hydrogenTrain', {
  id: 'hydrogen-train',
  caption: 'Two-stage dark fermentation on our Pune laboratory rigs: the reactor train and the product of each stage, with the figures the rigs measured',
  productsLabel: 'Product',
  rows: [
    {
      stage: { title: 'Feed preparation', text: 'Food waste sorted, shredded and slurried; cavitation releases soluble sugars.', figure: { value: '35–40 °C', label: 'Slurry to the reactors' } },
    },
    {
      stage: { title: `${acidStage.label}: ${acidStage.title}`, text: 'Kept acidic and short so hydrogen producers dominate.', figure: { value: '1–3 days', label: 'Retention, pH 5.5–6.5' } },
      product: { title: 'Hydrogen', text: 'Membrane-purified to 95% purity.', figure: { value: hydrogenYield.value, label: hydrogenYield.detail } },
    },
    {
      stage: { title: `${methaneStage.label}: ${methaneStage.title}`, text: 'Methanogens turn the leftover fatty acids into biogas.', figure: { value: '15–20 days', label: 'Retention, pH 7.0–7.5' } },
      product: { title: 'Biogas', text: 'Methane-rich gas for heat, power or upgrading to CBG.', figure: { value: biogasYield.value, label: biogasYield.detail } },
    },
    {
      stage: { title: 'Digestate', text: 'Dewatered and composted into fermented organic manure.' },
    },
  ],
});

const hydrogenTarget = hydrogenTargetNeeds();

/**
 * The reforming route as a diagram in the same form as the fermentation train: the units down the
 * left, what each gives off to the right, with the rig's efficiency (facts.ts) and what the 2030
 * target asks of the reformers planned beside our CBG plants (facts.ts, hydrogenTargetNeeds).
 */
export const reformingTrain: StageTrainSpec = translatable('technology-hydrogen.reformingTrain', {
  id: 'reforming-train',
  title: 'The reforming train',
  caption: `Steam reforming of biomethane, as on our Pune laboratory rig and in the reformers planned beside our CBG plants, with the rig's efficiency and what the ${facts.hydrogenOutput.basis!.period} target asks`,
  productsLabel: 'Product',
  rows: [
    {
      stage: {
        title: 'Biomethane feed',
        text: 'Upgraded biogas from a CBG plant; on our rig, bottled biomethane.',
        figure: { value: `${hydrogenTarget.biomethaneTonnesADay} t/day`, label: `For the ${facts.hydrogenOutput.basis!.period} target, all reformers together` },
      },
    },
    {
      stage: { title: 'Desulphurisation', text: 'A zinc-oxide bed takes out the last hydrogen sulphide, which would poison the nickel catalyst.' },
    },
    {
      stage: { title: 'Steam reformer', text: 'Methane and steam over a nickel catalyst give hydrogen and carbon monoxide.', figure: { value: '750–850 °C', label: 'In the catalyst tubes' } },
      product: { title: 'Flue gas and CO₂', text: 'The burner, fired with the PSA’s tail gas, raises the steam the reformer takes; the process’s CO₂ leaves in its flue gas. Capturing it takes an amine wash, planned for the commercial reformers.' },
    },
    {
      stage: { title: 'Water-gas shift', text: 'Carbon monoxide and steam give more hydrogen and carbon dioxide, which stays in the gas to the PSA.' },
    },
    {
      stage: { title: 'Pressure swing adsorption', text: 'Adsorbent beds hold back what is not hydrogen; the tail gas fires the reformer’s burner.' },
      product: {
        title: 'Hydrogen',
        text: `About ${hydrogenTarget.hydrogenTonnesADay} t/day for the ${facts.hydrogenOutput.basis!.period} target.`,
        figure: { value: figure(facts.reformingEfficiency), label: 'Of the biomethane’s energy, on our rig (2025)' },
      },
    },
  ],
});

/**
 * The share of the food waste's energy that the first stage's hydrogen carries: the 75 L per kg of
 * dry matter of facts.ts at hydrogen's heating value, over the volatile solids in that kg (the
 * calculator's food-waste solids, content/calculator.yaml) at their heating value. About a
 * twentieth: the bacteria stop at acids, and take only the sugars.
 */
export function hydrogenEnergyShare(): number {
  const feedMj = foodWasteVsShare * FOOD_WASTE_VS_MJ_PER_KG;
  const hydrogenMj = (facts.hydrogenYield.value / 1000) * HYDROGEN_MJ_PER_NM3;
  return hydrogenMj / feedMj;
}
const hydrogenSharePercent = Math.round(hydrogenEnergyShare() * 100);
/** The share of the waste's energy a biogas yield (L per kg of volatile solids) carries as methane, %. */
const methaneSharePercent = (litresPerKgVs: number) => Math.round(((litresPerKgVs / 1000) * foodWaste.methaneShare.value * METHANE_MJ_PER_NM3 * 100) / FOOD_WASTE_VS_MJ_PER_KG);
const methaneStageSharePercent = methaneSharePercent(facts.biogasYield.value);
const singleStageSharePercent = methaneSharePercent(foodWaste.biogasYield.typical);

/** The two routes side by side, as a specification table (figures from `technologies` above). */
export const hydrogenRoutes: SpecTable = translatable('technology-hydrogen.hydrogenRoutes', {
  id: 'hydrogen-routes',
  title: 'The two routes compared',
  caption: 'Operating conditions and results of our laboratory runs, 2024–2025.',
  columns: ['Parameter', reforming.title, fermentation.title],
  rows: [
    { parameter: 'Feedstock', values: ['Upgraded biogas (biomethane)', 'Food and agricultural waste'] },
    { parameter: 'Temperature', values: ['750–850 °C', '35–40 °C'] },
    { parameter: 'Catalyst or culture', values: ['Nickel catalyst', 'Heat-treated Clostridium inoculum'] },
    {
      parameter: 'Hydrogen yield',
      // Also per gram of volatile solids, the basis published yields are compared on.
      values: ['—', `${hydrogenYield.value} of food waste dry matter (about ${hydrogenPerKgWet} L per kg as collected); about ${hydrogenPerKgVs} mL per g of volatile solids, the mean of our 2025 runs, within the range published for food waste`],
      // No figure in the same unit exists for reforming: the cell stays empty and says why.
      note: 'Steam reforming is fed upgraded biogas, not waste: it has no yield per kg of waste. Its efficiency is on a row of its own.',
    },
    { parameter: 'Purification', values: ['Pressure swing adsorption', `Membrane, from ${fermentation.efficiency}% hydrogen to 95%`] },
    {
      parameter: 'Reformer efficiency',
      values: [`${reforming.efficiency}% (biogas to hydrogen)`, '— (no reformer)'],
      note: 'The energy in the hydrogen over the energy in the upgraded biogas fed to the reformer.',
    },
    {
      parameter: 'Share of the waste’s energy as hydrogen',
      values: [`About ${figure(cleanFuelFacts.hydrogen)} (digested, then reformed; ${cleanFuelFacts.hydrogen.basis!.period} trials)`, `About ${hydrogenSharePercent}% (first stage)`],
      note: 'The measure both routes share: the energy in the hydrogen over the energy in the waste. Worked out under the table.',
    },
    {
      parameter: 'Energy recovered from the waste',
      values: [
        `About ${figure(cleanFuelFacts.hydrogen)}, as hydrogen, of mixed market and canteen waste`,
        `About ${hydrogenSharePercent + methaneStageSharePercent}%: ${hydrogenSharePercent}% as hydrogen, ${methaneStageSharePercent}% as methane`,
      ],
      note: `The energy in the fuel gases a route gives over the energy in the waste. Fermentation’s is less than the ${singleStageSharePercent}% one long digestion gives as methane: its second stage turns over the acids and leaves the slow fats and fibre in its digestate. What it buys is hydrogen made at 35–40 °C without a reformer.`,
    },
    { parameter: 'By-products', values: ['CO₂ in the flue gas (capture planned)', 'Biogas and organic manure'] },
  ],
});

/** What dark fermentation recovers of the waste's energy, hydrogen and methane together, %. */
const fermentationRecoveredPercent = hydrogenSharePercent + methaneStageSharePercent;

/** A bar of the energy balance: the parts of the waste's energy (the waste = 100) a stage leaves in its products. */
export type BalanceBar = { label: string; parts: { label: string; value: number }[] };

/**
 * Folded under the routes table: how its two shares of the waste's energy were worked out, each
 * route as bars on one scale (the waste's energy is 100) and its arithmetic in words. Every
 * number comes from facts.ts (REFORMING_TRIAL, the rigs' yields) and the functions above.
 */
export const hydrogenEnergyBalance = translatable('technology-hydrogen.hydrogenEnergyBalance', {
  summary: `How we worked out ${REFORMING_TRIAL.hydrogenShare}% and ${fermentationRecoveredPercent}%`,
  intro: 'Both routes on one scale: the energy in the waste fed counts as 100, and each bar is the part of it that a product carries.',
  routes: [
    {
      id: 'reforming',
      title: reforming.title,
      feed: `Mixed market and canteen waste, ${cleanFuelFacts.hydrogen.basis!.period} trials`,
      bars: [
        { label: 'Energy in the waste', parts: [{ label: 'Waste', value: 100 }] },
        { label: 'Kept as biomethane', parts: [{ label: 'Biomethane', value: REFORMING_TRIAL.biomethaneShare }] },
        { label: 'Turned into hydrogen', parts: [{ label: 'Hydrogen', value: REFORMING_TRIAL.hydrogenShare }] },
      ] satisfies BalanceBar[],
      working: `The waste is digested to biogas, which is upgraded and reformed. Our laboratory digesters kept about ${REFORMING_TRIAL.biomethaneShare}% of the waste’s energy as biomethane (less than food waste would keep: this waste has more fibre), and the reformer turned ${REFORMING_TRIAL.reformer}% of that into hydrogen: ${REFORMING_TRIAL.biomethaneShare}% × ${REFORMING_TRIAL.reformer}% ≈ ${REFORMING_TRIAL.hydrogenShare}%. On food waste, about ${singleStageSharePercent}% as methane, the same chain would give about ${Math.round((singleStageSharePercent * REFORMING_TRIAL.reformer) / 100)}%.`,
    },
    {
      id: 'fermentation',
      title: fermentation.title,
      feed: `Food waste, ${facts.hydrogenYield.basis!.period} runs`,
      bars: [
        { label: 'Energy in the waste', parts: [{ label: 'Waste', value: 100 }] },
        { label: 'One long digestion would recover', parts: [{ label: 'Methane', value: singleStageSharePercent }] },
        {
          label: 'Recovered by the two stages',
          parts: [
            { label: 'Hydrogen', value: hydrogenSharePercent },
            { label: 'Methane', value: methaneStageSharePercent },
          ],
        },
      ] satisfies BalanceBar[],
      working: `The first stage gives ${facts.hydrogenYield.value} L of hydrogen a kg of food waste dry matter (${HYDROGEN_MJ_PER_NM3} MJ per Nm³), against the energy in that kg (${Math.round(foodWaste.volatileSolids.value * 100)}% of it volatile solids, at about ${FOOD_WASTE_VS_MJ_PER_KG} MJ a kg): about ${hydrogenSharePercent}%. The bacteria take only the sugars and stop at organic acids. The second stage, 15–20 days, turns the acids into methane: ${facts.biogasYield.value} L of biogas per kg of volatile solids, about ${methaneStageSharePercent}% (methane at ${METHANE_MJ_PER_NM3} MJ per Nm³, ${Math.round(foodWaste.methaneShare.value * 100)}% of the biogas). One long digestion of the same waste gives about ${foodWaste.biogasYield.typical} L per kg of volatile solids (the feedstock calculator’s figure), about ${singleStageSharePercent}% as methane. The difference, about ${singleStageSharePercent - fermentationRecoveredPercent}%, is fat and fibre that digest slowly and leave in the second stage’s digestate, to the manure; a longer second stage would take more of it. What the two stages buy is hydrogen made at 35–40 °C without a reformer.`,
    },
  ],
});
