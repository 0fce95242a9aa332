/**
 * Every public page: its path, its title (the part before " | short name"),
 * its description and the group it belongs to in the HTML sitemap.
 * Page files read their metadata from here (`pageMetadata(pages.about)`),
 * and /sitemap, /sitemap.xml and the test sweeps enumerate this list.
 * Blog posts are added from the blog content module.
 */
import { facts, figure } from './facts';
import { translatable } from './i18n';
import { payment } from './feedstock';
export type PageGroup = 'Main' | 'About Us' | 'Our Technology' | 'Services' | 'Projects' | 'Blogs' | 'Support' | 'Legal';

export type PageEntry = {
  path: string;
  title: string;
  description: string;
  group: PageGroup;
  keywords?: string[];
  /**
   * Rendered per request because it reads its address (the calculator's question):
   * there is no prerendered file, so `npm run check:html` skips it and its own
   * browser test validates its HTML instead (tests/e2e/calculator.spec.ts).
   */
  dynamic?: true;
};

function page(path: string, title: string, group: PageGroup, description: string, keywords?: string[]): PageEntry {
  return { path, title, group, description, keywords };
}

export const pages = translatable('pages.pages', {
  home: page('/', 'Green Hydrogen, CBG and Biomass Solutions', 'Main',
    'Green hydrogen, compressed biogas (CBG), biomass valorization, waste management and laboratory testing from Pune, India: your partner in renewable energy.'),
  about: page('/about', 'Our Story', 'About Us',
    'How a 2008 fuel-cell biodiesel project grew into a Pune company building biogas plants and hydrogen technology: our founder, milestones and capabilities.'),
  visionMission: page('/about/vision-mission', 'Vision & Mission', 'About Us',
    'Our mission, our vision and the values of innovation, sustainability, excellence and impact that guide our renewable energy work.'),
  team: page('/about/team', 'Our Team', 'About Us',
    'Meet the scientists and engineers who lead our hydrogen, biogas, biomass and laboratory work.'),
  collaborations: page('/about/collaborations', 'Collaborations', 'About Us',
    'Universities, institutes and industry partners we work with on hydrogen, biogas and biomass research.'),
  research: page('/about/research', 'Research & Development', 'About Us',
    'Our research infrastructure: laboratories, analytical instruments, experiments, publications and patents in hydrogen and waste-to-energy.'),
  pretreatment: page('/technology', 'Pretreatment Technology', 'Our Technology',
    'Hydrodynamic cavitation pretreatment: 93% hydrolysis yield in 30 minutes for sugarcane bagasse and 10–30% more methane from lignocellulosic feedstock.'),
  hydrogen: page('/technology/hydrogen-production', 'Hydrogen Production', 'Our Technology',
    'Green hydrogen from biogas reforming (85% efficient reformer) and dark fermentation of food waste (75 L/kg hydrogen, 95% purity, laboratory runs).'),
  cbg: page('/technology/cbg-production', 'CBG Production', 'Our Technology',
    `Compressed biogas plants fed with Napier grass and paddy straw: ${figure(facts.plantCapacity)} per plant, ${figure(facts.ownPlants2030)} plants under our operation across ${figure(facts.statesServed)} states by 2030.`),
  biomass: page('/technology/biomass', 'Biomass Valorization', 'Our Technology',
    'Turning agricultural residue into biofuels, biochemicals, biofertilisers and biomaterials with 95% conversion efficiency.'),
  projects: page('/projects', 'Projects', 'Projects',
    'Completed and current renewable energy projects: biogas plants, hydrogen pilots and waste-to-energy installations across India.'),
  projectsCompleted: page('/projects/completed', 'Completed Projects', 'Projects',
    'Biogas, waste-to-energy and biomass projects we have delivered, with their locations, dates and beneficiaries.'),
  projectsCurrent: page('/projects/current', 'Current Projects', 'Projects',
    'Renewable energy projects in progress, with their progress, timelines and teams.'),
  services: page('/services', 'Energy Services', 'Services',
    'Laboratory services for the bioenergy industry: BMP and BHP tests, microbial testing, gas composition analysis, biomass characterization and material synthesis.'),
  microbial: page('/services/microbial-testing', 'Microbial Testing', 'Services',
    'Microbial testing for anaerobic digesters and bio-hydrogen reactors: inoculum activity, pathogen screening and microbial community analysis.'),
  bmpBhp: page('/services/bmp-bhp-analysis', 'BMP/BHP Testing', 'Services',
    'Biochemical methane potential (BMP) and biohydrogen potential (BHP) tests of your feedstock, run in triplicate under controlled temperature and pH.'),
  materialSynthesis: page('/services/material-synthesis', 'Material Synthesis and Testing', 'Services',
    'Synthesis and characterization of nanoparticles and rGO conductive inks: co-precipitation, sol-gel and combustion routes with XRD, SEM, TEM and DLS.'),
  gasComposition: page('/services/gas-composition', 'Gas Composition Analysis', 'Services',
    'Gas chromatography of biogas, hydrogen, LPG and producer gas: N₂, O₂, H₂, CH₄, CO₂ and sulphur gases, plus volatile fatty acid analysis.'),
  biomassCharacterization: page('/services/biomass-characterization', 'Biomass Characterization', 'Services',
    'Proximate and ultimate analysis, lignin, cellulose, hemicellulose, TKN, TAN and COD testing of biomass to IS and ASTM standards.'),
  wasteManagement: page('/services/waste-management', 'Waste Management', 'Services',
    'Organic waste to biogas and compost; biomedical and hazardous waste collected, documented and handed to authorised CBWTF and TSDF facilities.'),
  contractRd: page('/services/contract-and-rd', 'Contract R&D', 'Services',
    'Contract research in biogas, hydrogen, waste to value, nanoparticles and biomass valorization, from bench trials to pilot scale.'),
  plantEngineering: page('/services/cbg-plant-engineering', 'CBG Plant Engineering', 'Services',
    `Buying a ${figure(facts.plantCapacity)} CBG plant: the stages and how long they take, what you provide, capital and running costs, and the SATAT, MNRE and GOBARdhan schemes.`),
  calculator: {
    ...page('/calculator', 'Feedstock Calculator', 'Services',
      'Estimate the biogas, CBG, manure, revenue and CO₂ avoided from your feedstock in tonnes per day, every assumption sourced and checked against Indian plants.'),
    dynamic: true,
  },
  career: page('/career', 'Careers', 'Main',
    'Work on green hydrogen, biogas and biomass technology in Pune. Send us your application and résumé.'),
  feedstock: page('/feedstock', 'Sell Us Feedstock', 'Main',
    `We buy crop residue, press mud and cattle dung for plants in western Maharashtra: which plant buys what, season calendar, rates per tonne, payment in ${payment.days} days.`),
  contact: page('/contact', 'Contact', 'Support',
    'Contact us for a quote or a consultation on hydrogen, biogas, biomass, waste management or laboratory testing. We reply within one working day.'),
  faq: page('/faq', 'FAQ', 'Support',
    'Answers to common questions about hydrogen energy, biogas and methane, CNG production and sustainable technology.'),
  blogs: page('/blogs', 'Blog', 'Blogs',
    'Articles on green hydrogen, sustainability, waste management and the circular economy from our engineers and researchers.'),
  privacy: page('/privacy', 'Privacy Policy', 'Legal',
    'How we collect, use, keep and protect the personal data you send through our contact and career forms.'),
  terms: page('/terms', 'Terms of Service', 'Legal',
    'The terms that govern your use of this website and its forms.'),
  sitemap: page('/sitemap', 'Sitemap', 'Legal',
    'Every page of this website, grouped as in the main menu.'),
} satisfies Record<string, PageEntry>);

export const pageList: PageEntry[] = Object.values(pages);

export const pageGroupOrder: PageGroup[] = ['Main', 'About Us', 'Our Technology', 'Services', 'Projects', 'Blogs', 'Support', 'Legal'];

/**
 * The words of the HTML sitemap (/sitemap) around the registry: its badge and each group's
 * heading. A page's `group` stays the English name (a value); `groups` says how it reads.
 */
export const sitemapCopy = translatable('pages.sitemapCopy', {
  badge: 'All pages',
  groups: {
    Main: 'Main',
    'About Us': 'About Us',
    'Our Technology': 'Our Technology',
    Services: 'Services',
    Projects: 'Projects',
    Blogs: 'Blogs',
    Support: 'Support',
    Legal: 'Legal',
  } satisfies Record<PageGroup, string>,
});

/**
 * The section a page sits in, as the middle step of its breadcrumb trail
 * (Home › section › page). A group without an entry has no middle step.
 */
export const pageSections: Partial<Record<PageGroup, { name: string; path: string }>> = translatable('pages.pageSections', {
  'About Us': { name: 'About Us', path: '/about' },
  'Our Technology': { name: 'Our Technology', path: '/technology' },
  Services: { name: 'Services', path: '/services' },
  Projects: { name: 'Projects', path: '/projects' },
  Blogs: { name: 'Blog', path: '/blogs' },
});
