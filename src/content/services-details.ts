/**
 * Detail pages of the laboratory services (/services/{id}). Each page opens
 * the same way (title, summary of duration, team and pricing; rendered by
 * `components/services/service-detail-layout.tsx`), then is built around the
 * artefact its subject calls for: the microbial test catalogue and sample
 * requirements, the gas sample's path and the analyte table, the synthesis
 * route and the characterization techniques, the biomass analyses with their
 * methods and sample preparation (the `...Lab` objects below). The BMP/BHP page
 * adds its incubation timeline and tabs from `services-bmp-bhp.ts`.
 */
import { labSamples, labTimes } from './facts';
import { biomassStandards, type ServiceIconName, type ServiceId } from './services';
import type { ProcessFlowSpec, SpecTable } from './types';
import { translatable } from './i18n';

type DetailGroup = { title: string; description?: string; items: string[] };
type DetailFeature = { icon: ServiceIconName; title: string; description: string };
type DetailStep = { title: string; description: string };

type SectionBase = { id: string; eyebrow?: string; title: string; intro?: string };

export type DetailSection =
  | (SectionBase & { kind: 'groups'; groups: DetailGroup[] })
  | (SectionBase & { kind: 'features'; features: DetailFeature[] })
  | (SectionBase & { kind: 'steps'; steps: DetailStep[] });

export type ServiceDetail = {
  id: ServiceId;
  title: string;
  /** Name in the breadcrumb trail. */
  breadcrumb: string;
  hero: { badge: string; subtitle: string };
  overview: {
    title: string;
    paragraphs: string[];
    duration: string;
    durationNote: string;
    team: string;
    teamNote: string;
    /** Short facts shown beside the overview. */
    facts: { label: string; value: string }[];
  };
  sections: DetailSection[];
};

/** Labels shared by every detail page. */
export const detailCopy = translatable('services-details.detailCopy', {
  backToServices: 'Back to Services',
  requestQuote: 'Request a Quote',
  contactUs: 'Contact Us',
  overview: 'Overview',
  /** The accessible name of the box with duration, team and pricing. */
  summaryLabel: 'Service summary',
  durationLabel: 'Duration',
  teamLabel: 'Team',
  pricingLabel: 'Pricing',
  pricing: 'Custom Quote',
  closingTitle: 'Discuss your samples with an analyst',
  closingText:
    'Send us a short description of your material and what you need to decide. We reply within one working day with a test plan, sample quantities and a quote.',
  breadcrumbHome: 'Home',
  breadcrumbServices: 'Services',
  /** Column headers of the test tables. */
  methodHeader: 'Method',
  turnaroundHeader: 'Turnaround',
  testHeader: 'Test',
} as const);

export const microbialTesting: ServiceDetail = translatable('services-details.microbialTesting', {
  id: 'microbial-testing',
  title: 'Microbial Testing',
  breadcrumb: 'Microbial Testing',
  hero: {
    badge: 'Testing',
    subtitle:
      'Know what is living in your digester, inoculum or hydrogen reactor: activity tests, counts, pathogen screening and community analysis from one laboratory.',
  },
  overview: {
    title: 'Biology you can measure',
    paragraphs: [
      'Anaerobic digesters and dark-fermentation reactors are run by microbes, yet most plants only watch gas flow and pH. By the time those numbers move, the microbial community has often been under stress for weeks. Our microbiology laboratory tests sludge, inocula and effluents directly, so operators can act before a souring digester costs a month of output.',
      'We also prepare and certify the inocula used in BMP and BHP tests, and advise on seeding new plants with adapted cultures from digesters already running on a similar feedstock.',
    ],
    duration: labTimes.microbial.value,
    durationNote: labTimes.microbial.context,
    team: 'Microbiologists and process engineers',
    teamNote: 'Results are reviewed by a microbiologist and a digester operator together.',
    facts: [
      { label: 'Sample types', value: 'Sludge, digestate, inoculum, effluent, culture' },
      { label: 'Methods', value: 'APHA 9221, IS 1622, ISO 6579' },
    ],
  },
  sections: [
    {
      kind: 'groups',
      id: 'services-list',
      eyebrow: 'Service list',
      title: 'Microbiological tests we offer',
      intro: 'Order a single test or a monitoring package that repeats on a schedule agreed with your plant team.',
      groups: [
        {
          title: 'Digester and inoculum health',
          items: [
            'Specific methanogenic activity (SMA) with acetate and mixed substrates',
            'Volatile solids and viability of seed sludge',
            'Inoculum activity certificate for BMP and BHP tests',
            'Acclimatisation trials for new or difficult feedstocks',
          ],
        },
        {
          title: 'Counts and pathogen screening',
          items: [
            'Total and faecal coliforms by the most probable number method',
            'Escherichia coli and Salmonella screening in digestate',
            'Helminth egg counts for land application of digestate',
            'Total viable and spore-former counts',
          ],
        },
        {
          title: 'Community and process microbiology',
          items: [
            'Microscopy of flocs, filaments and methanogen fluorescence',
            'Ratio of hydrogen producers to hydrogen consumers in dark fermentation',
            'Heat-shock and pH pretreatment checks of hydrogen inocula',
            'Identification of foaming and bulking organisms',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'why-microbial',
      eyebrow: 'What you get',
      title: 'Results an operator can use',
      features: [
        {
          icon: 'shield',
          title: 'Early warning',
          description: 'Activity and community trends flag inhibition by ammonia, sulfide or overloading before gas output drops.',
        },
        {
          icon: 'leaf',
          title: 'Safe digestate',
          description: 'Pathogen and helminth results support the sale of digestate as organic manure under the Fertiliser Control Order.',
        },
        {
          icon: 'report',
          title: 'Plain-language report',
          description: 'Each result comes with its reference range and a recommendation: feed, hold, dilute, re-seed or re-test.',
        },
      ],
    },
  ],
});

export const materialSynthesis: ServiceDetail = translatable('services-details.materialSynthesis', {
  id: 'material-synthesis',
  title: 'Material Synthesis and Testing',
  breadcrumb: 'Material Synthesis and Testing',
  hero: {
    badge: 'Synthesis',
    subtitle:
      'Nanoparticles and reduced graphene oxide conductive inks synthesised to your specification, characterised batch by batch, and formulated for the printing process you use.',
  },
  overview: {
    title: 'From precursor to printable ink',
    paragraphs: [
      'Printed electronics, antimicrobial coatings and catalysts all depend on particles of the right size, phase and surface chemistry. We synthesise those materials at gram to kilogram scale and prove what we made with a full characterization package, so your development team starts from a known material rather than a catalogue number.',
      'A project starts with a specification workshop: target application, substrate, curing temperature, conductivity or activity you need, and the regulatory limits that apply. We then run small synthesis trials, agree the best route with you and scale it up.',
    ],
    duration: labTimes.materialSynthesis.value,
    durationNote: labTimes.materialSynthesis.context,
    team: 'Expert team of material scientists and chemists',
    teamNote: 'Led by PhD material scientists with experience in nanoparticle synthesis and printed electronics.',
    facts: [
      { label: 'Scale', value: 'Gram trials to kilogram batches' },
      { label: 'Deliverables', value: 'Material, data sheet, characterization report' },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'approach',
      eyebrow: 'Our approach',
      title: 'How we make and test your material',
      steps: [
        {
          title: 'rGO conductive ink',
          description:
            'Graphene oxide is reduced chemically or thermally to reduced graphene oxide (rGO) and dispersed into a stable, low-resistance conductive ink.',
        },
        {
          title: 'Metal and metal-oxide nanoparticles',
          description:
            'Nanoparticles of zinc, silver, copper and cerium (and their oxides) for conductive, antimicrobial, UV-blocking and catalytic uses.',
        },
        {
          title: 'Synthesis routes',
          description:
            'Co-precipitation, sol-gel or combustion synthesis, chosen for the particle size, crystal phase and yield your application needs.',
        },
        {
          title: 'Characterization',
          description:
            'X-ray diffraction (XRD) for phase and crystallite size, SEM and TEM for morphology, and dynamic light scattering (DLS) for particle size distribution.',
        },
        {
          title: 'Customizable inks',
          description:
            'Water-based or solvent-based ink formulations with viscosity, solids content and binder tuned to your substrate and curing temperature.',
        },
        {
          title: 'Printing',
          description:
            'Formulations for screen printing or inkjet printing, tested on your substrate for line resolution, adhesion and sheet resistance.',
        },
        {
          title: 'Applications',
          description:
            'Printed circuit boards, sensors, automotive electronics, and medical and diagnostic devices such as printed electrodes and test strips.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      eyebrow: 'Why us',
      title: 'What sets our materials work apart',
      features: [
        {
          icon: 'atom',
          title: 'Controlled synthesis',
          description:
            'Precursor ratios, pH, temperature and calcination profiles are logged for every batch, so a material that works can be made again.',
        },
        {
          icon: 'microscope',
          title: 'Complete characterization',
          description:
            'XRD, SEM, TEM and DLS results in one report, with the raw files, so your team can compare batches and suppliers.',
        },
        {
          icon: 'spark',
          title: 'Application testing',
          description:
            'We print and cure test patterns on your substrate and measure conductivity and adhesion, not just the powder in a vial.',
        },
      ],
    },
  ],
});

export const gasComposition: ServiceDetail = translatable('services-details.gasComposition', {
  id: 'gas-composition',
  title: 'Gas Composition Analysis',
  breadcrumb: 'Gas Composition Analysis',
  hero: {
    badge: 'Analysis',
    subtitle:
      'Gas chromatography of biogas, hydrogen, LPG and producer gas, with detectors for the permanent gases, carbon dioxide and trace sulfur compounds.',
  },
  overview: {
    title: 'Know exactly what is in your gas',
    paragraphs: [
      'Gas quality decides whether biogas can be upgraded to CBG, whether a hydrogen stream meets fuel-cell limits and whether producer gas will foul an engine. A handheld analyser gives an estimate; a laboratory chromatogram gives a number you can put in a contract or a compliance file.',
      'We analyse biogas, hydrogen, LPG and producer gas on a chargeable basis, per sample, from gas bags, canisters or cylinders you send, or from samples our team collects at your site.',
    ],
    duration: labTimes.characterisation.value,
    durationNote: labTimes.characterisation.context,
    team: 'Analytical chemists',
    teamNote: 'Chromatograms are reviewed and signed by a senior analytical chemist.',
    facts: [
      { label: 'Gases', value: 'Biogas, hydrogen, LPG, producer gas' },
      { label: 'Basis', value: 'Chargeable, per sample' },
    ],
  },
  sections: [
    {
      kind: 'groups',
      id: 'analyses',
      eyebrow: 'Analyses',
      title: 'What we measure',
      intro: 'One gas chromatograph set up for renewable-gas work, plus liquid analysis for the digesters and fermenters that make the gas.',
      groups: [
        {
          title: 'Gases analysed',
          description: 'Analysis on a chargeable basis, per sample.',
          items: ['Biogas and upgraded biomethane (CBG)', 'Hydrogen from fermentation, reforming and electrolysis', 'LPG', 'Producer gas from gasifiers'],
        },
        {
          title: 'Thermal-conductivity detector (TCD)',
          description: 'For the permanent gases and methane.',
          items: ['Nitrogen (N₂)', 'Oxygen (O₂)', 'Hydrogen (H₂)', 'Methane (CH₄)', 'Carrier gases nitrogen (N₂) and argon (Ar)'],
        },
        {
          title: 'Flame-photometric detector (FPD)',
          description: 'For sulfur gases that poison catalysts and corrode engines.',
          items: ['Hydrogen sulfide', 'Mercaptans', 'Carbonyl sulfide and other sulfur gases'],
        },
        {
          title: 'Columns',
          items: [
            'Molecular sieve column for hydrogen, oxygen, nitrogen and methane',
            'Porapak column for carbon dioxide (CO₂) with backflush, keeping heavy components off the molecular sieve',
          ],
        },
        {
          title: 'Liquid analysis',
          description: 'For digester and fermenter liquors.',
          items: ['Volatile fatty acids (acetic, propionic, butyric and valeric acid)', 'Fatty acid methyl esters (FAME)'],
        },
        {
          title: 'Custom analysis',
          items: [
            'Methods developed for other gas mixtures on request',
            'On-site sampling campaigns with gas bags or canisters',
            'Comparison with your online analyser readings',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'why-gas',
      eyebrow: 'Why it matters',
      title: 'Numbers you can act on',
      features: [
        {
          icon: 'gauge',
          title: 'Upgrading decisions',
          description: 'Methane, CO₂ and H₂S figures size the scrubber or membrane unit and prove CBG quality to your buyer.',
        },
        {
          icon: 'flame',
          title: 'Engine and catalyst protection',
          description: 'Trace sulfur results tell you when to change desulfurisation media before it damages equipment.',
        },
        {
          icon: 'droplet',
          title: 'Process diagnosis',
          description: 'Volatile fatty acid profiles show a digester souring days before the gas composition changes.',
        },
      ],
    },
  ],
});

export const biomassCharacterization: ServiceDetail = translatable('services-details.biomassCharacterization', {
  id: 'biomass-characterization',
  title: 'Biomass Characterization',
  breadcrumb: 'Biomass Characterization',
  hero: {
    badge: 'Analysis',
    subtitle:
      'Proximate, ultimate and fibre analysis of crop residues, energy crops and organic wastes, with nitrogen and COD testing to IS and ASTM standards.',
  },
  overview: {
    title: 'The properties that decide a feedstock',
    paragraphs: [
      'Rice straw, sugarcane trash, press mud and food waste behave very differently in a digester, gasifier or boiler. Their moisture, ash, carbon-to-nitrogen ratio and lignin content decide the pretreatment, the loading rate and the yield you can expect.',
      'We characterize single samples or seasonal series, and can combine the results with a BMP test so that composition and gas yield come from the same material.',
    ],
    duration: labTimes.characterisation.value,
    durationNote: labTimes.characterisation.context,
    team: 'Analytical chemists and bioprocess engineers',
    teamNote: 'Each report is read by an engineer who designs feedstock handling for our own plants.',
    facts: [
      { label: 'Standards', value: 'IS and ASTM methods' },
      { label: 'Sample size', value: labSamples.biomass.value },
    ],
  },
  sections: [
    {
      kind: 'groups',
      id: 'analyses',
      eyebrow: 'Analyses',
      title: 'What we measure',
      intro: 'Each test is performed according to IS and ASTM standards, named in the report.',
      groups: [
        {
          title: 'Proximate analysis',
          items: ['Moisture content', 'Ash content', 'Total solids and volatile solids'],
        },
        {
          title: 'Ultimate analysis',
          // CHNS-O: oxygen by difference.
          items: ['Carbon (C)', 'Hydrogen (H)', 'Nitrogen (N)', 'Sulfur (S)', 'Oxygen (O)', 'Carbon-to-nitrogen ratio'],
        },
        {
          title: 'Fibre analysis',
          items: ['Lignin', 'Cellulose', 'Hemicellulose'],
        },
        {
          title: 'Nitrogen forms',
          items: ['Total Kjeldahl nitrogen (TKN)', 'Total ammonia nitrogen (TAN)'],
        },
        {
          title: 'Chemical oxygen demand',
          items: ['COD of solids, slurries and effluents', 'Soluble and total COD for digester feed design'],
        },
      ],
    },
    {
      kind: 'features',
      id: 'why-biomass',
      eyebrow: 'Why it matters',
      title: 'What the results decide',
      features: [
        {
          icon: 'leaf',
          title: 'Choose feedstocks',
          description: 'Compare residues on solids, volatile content and fibre before committing to a supply chain.',
        },
        {
          icon: 'beaker',
          title: 'Design pretreatment',
          description: 'Lignin and cellulose figures show how much a feedstock will gain from cavitation or other pretreatment.',
        },
        {
          icon: 'chart',
          title: 'Balance the digester',
          description: 'C/N ratio, TKN and TAN guide co-digestion blends that avoid ammonia inhibition.',
        },
      ],
    },
  ],
});


/** Microbial testing: the catalogue (one method and turnaround per group of the service list) and how to send a sample. */
export const microbialLab = translatable('services-details.microbialLab', {
  catalogueTitle: 'Test catalogue',
  catalogueCaption: 'Each group of tests with its method and the time from receipt of the sample to the result.',
  /** One entry per group of `microbialTesting`'s service list, in the same order. */
  groups: [
    { method: 'Batch activity assay; gas measured by pressure or volume', turnaround: 'Up to 3 weeks' },
    { method: 'MPN (APHA 9221, IS 1622); ISO 6579 for Salmonella; microscopy for helminth eggs', turnaround: 'About 1 week' },
    { method: 'Phase-contrast and fluorescence microscopy; batch fermentation checks', turnaround: 'Up to 3 weeks' },
  ],
  sample: {
    title: 'Sending a sample',
    intro: 'Microbes change in a warm bottle. These four rules keep the result true to your digester.',
    items: [
      { label: 'Volume', value: labSamples.microbial.value },
      { label: 'Container', value: 'Clean, wide-mouth plastic bottle, three-quarters full (gas needs room)' },
      { label: 'Cold chain', value: 'Kept at 4 °C in an ice box, never frozen' },
      { label: 'Time to the laboratory', value: 'Within 24 hours of sampling, Monday to Thursday' },
    ],
  },
});

/** Gas composition: the path of a sample and what the chromatograph reports for each analyte. */
export const gasLab = translatable('services-details.gasLab', {
  pathTitle: 'From your sample to a signed report',
  flow: {
    id: 'gas-path',
    caption: 'The path of every gas sample through the laboratory.',
    steps: [
      { title: 'Sample', text: 'Gas bag, canister or cylinder, from your site or taken by our team, labelled with the sampling point and time.' },
      { title: 'Separation', text: 'One injection into the gas chromatograph: a molecular sieve column, and a Porapak column with backflush for CO₂.' },
      { title: 'Detection', text: 'The TCD sees the permanent gases and methane; the FPD sees hydrogen sulfide and the other sulfur gases.' },
    ],
    outputs: [
      {
        title: 'Signed report',
        text: 'Composition, chromatograms and what the figures mean for your use.',
        figure: { value: labTimes.characterisation.value, label: 'from receipt of the samples' },
      },
    ],
    outputsLabel: 'Result',
  } satisfies ProcessFlowSpec,
  analytes: {
    id: 'gas-analytes',
    title: 'Analytes',
    caption: 'What the chromatograph reports, the detector that sees it, the range it reports and the unit. Method after ASTM D1945 (gas analysis by chromatography); CBG is judged against IS 16087:2016.',
    columns: ['Analyte', 'Detector', 'Column', 'Reported range', 'Unit'],
    rows: [
      { parameter: 'Methane (CH₄)', values: ['TCD', 'Molecular sieve', '0.05–100', '% by volume'] },
      { parameter: 'Carbon dioxide (CO₂)', values: ['TCD', 'Porapak, backflush', '0.05–100', '% by volume'] },
      { parameter: 'Hydrogen (H₂)', values: ['TCD, argon carrier', 'Molecular sieve', '0.05–100', '% by volume'] },
      { parameter: 'Oxygen (O₂)', values: ['TCD', 'Molecular sieve', '0.05–25', '% by volume'] },
      { parameter: 'Nitrogen (N₂)', values: ['TCD, argon carrier', 'Molecular sieve', '0.05–100', '% by volume'] },
      { parameter: 'Hydrogen sulfide (H₂S)', values: ['FPD', 'Sulfur column', '1–5,000', 'ppm by volume'] },
      { parameter: 'Mercaptans, carbonyl sulfide', values: ['FPD', 'Sulfur column', '1–500', 'ppm by volume'] },
    ],
  } satisfies SpecTable,
});

/** Material synthesis: the route from precursor to printed part, and what each characterization technique tells you. */
export const materialLab = translatable('services-details.materialLab', {
  makeLabel: 'What we make',
  routeLabel: 'How it is made and proven',
  caption: 'The steps every batch goes through, from synthesis to the part it ends up in.',
  techniques: {
    id: 'characterization',
    title: 'Characterization',
    caption: 'Each batch (10 g to 1 kg of powder, or 0.1 to 5 litres of ink) is measured before it leaves the laboratory; the raw files come with the report. Typical results are the range our batches fall in; your specification sets the target.',
    columns: ['Technique', 'What it tells you', 'Typical result'],
    rows: [
      { parameter: 'X-ray diffraction (XRD)', values: ['Crystal phase and crystallite size', 'Crystallite 10–40 nm (Scherrer)'] },
      { parameter: 'Scanning electron microscopy (SEM)', values: ['Particle shape and how particles pack and agglomerate', 'Images at 5,000–50,000×'] },
      { parameter: 'Transmission electron microscopy (TEM)', values: ['Size of single particles and rGO sheets, at the nanometre scale', 'Particles 5–100 nm; rGO sheets 0.5–5 µm across'] },
      { parameter: 'Dynamic light scattering (DLS)', values: ['Particle size distribution in the ink or suspension', 'Median 20–150 nm'] },
      { parameter: 'Printed test pattern', values: ['Line resolution, adhesion and sheet resistance on your substrate', 'rGO ink 50–500 Ω/sq, cured at 150 °C'] },
    ],
  } satisfies SpecTable,
});

/** Biomass characterization: one method per group of the analyses list, and the sample preparation every sample goes through. */
export const biomassLab = translatable('services-details.biomassLab', {
  tableTitle: 'Analyses and methods',
  tableCaption: 'What each analysis reports and the method named in the report.',
  columns: { analysis: 'Analysis', parameters: 'Parameters' },
  /** One entry per group of `biomassCharacterization`'s analyses, in the same order. */
  methods: [
    `${biomassStandards.moisture} (moisture), ${biomassStandards.ash} (ash); total and volatile solids by drying at 105 °C and ignition at 550 °C`,
    'CHNS analyser; oxygen by difference',
    `${biomassStandards.lignin} (lignin); detergent fibre method (cellulose, hemicellulose)`,
    biomassStandards.nitrogen,
    biomassStandards.cod,
  ],
  prep: {
    id: 'biomass-prep',
    caption: 'Sample preparation, the same for every solid sample.',
    steps: [
      { title: 'Receive and log', text: `Weighed, photographed and logged with its source and date; ${labSamples.biomass.value.toLowerCase()}.` },
      { title: 'Dry', text: 'A portion dried at 105 °C to constant weight gives the moisture; the rest is air-dried.' },
      { title: 'Mill and split', text: 'Milled to pass a 1 mm sieve, mixed and split into sub-samples, one per analysis.' },
      { title: 'Analyse and retain', text: 'Each sub-sample runs its method; a retained portion is kept for repeats.' },
    ],
  } satisfies ProcessFlowSpec,
});
