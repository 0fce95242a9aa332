/**
 * Partners on /about/collaborations (spec §3 "Collaborator": name, role,
 * organization, image, description, link). Institutions and people are
 * fictional samples; their links point at example domains.
 */
export type Collaborator = {
  name: string;
  role: string;
  organization: string;
  description: string;
  link: string;
  /** What the partnership works on, shown as tags. */
  areas: string[];
  image: { src: string; width: number; height: number; alt: string };
};

export const collaborationsHero = {
  badge: 'Partnerships',
  title: 'Collaborations',
  subtitle:
    'Universities, research institutes, farmer producer companies and equipment makers who share our laboratories, our data and our plants.',
};

export const collaborationsIntro = {
  eyebrow: 'Our partners',
  title: 'Research and industry partners',
  body: 'Each partnership has a defined scope, shared milestones and results that both sides can publish.',
};

export const collaborators: Collaborator[] = [
  {
    name: 'Prof. Rajesh Iyer',
    role: 'Professor of Chemical Engineering',
    organization: 'Western India Institute of Technology',
    description:
      'Co-supervises doctoral research on hydrodynamic cavitation reactors. His group models bubble collapse in our venturi and orifice designs, and our pilot data validate their simulations.',
    link: 'https://wiit.example.org/chemical-engineering',
    areas: ['Cavitation modelling', 'Doctoral research'],
    image: { src: '/images/partners/wiit.webp', width: 640, height: 400, alt: 'Chemical engineering building of the Western India Institute of Technology with a pilot distillation column' },
  },
  {
    name: 'Dr. Ananya Rao',
    role: 'Principal Scientist, Hydrogen Programme',
    organization: 'Deccan Centre for Bioenergy Research',
    description:
      'Leads the joint programme on dark fermentation microbes. Her team screens hydrogen-producing consortia, and we test the most promising cultures on real food waste in our 50-litre reactors.',
    link: 'https://dcbr.example.org/hydrogen',
    areas: ['Biohydrogen', 'Microbial consortia'],
    image: { src: '/images/partners/dcbr.webp', width: 640, height: 400, alt: 'Four bench-top fermentation reactors with controllers at the Deccan Centre for Bioenergy Research' },
  },
  {
    name: 'Vikram Patil',
    role: 'Chief Executive',
    organization: 'Sahyadri Growers Producer Company',
    description:
      'Represents 3,200 farmers who supply rice straw, sugarcane trash and press mud to our plants instead of burning it. The company handles baling and collection; members receive digestate as organic fertiliser.',
    link: 'https://sahyadri-growers.example.org',
    areas: ['Feedstock supply', 'Organic fertiliser'],
    image: { src: '/images/partners/sahyadri.webp', width: 640, height: 400, alt: 'Farmer members loading baled rice straw onto a tractor trailer at dusk' },
  },
  {
    name: 'Kavita Menon',
    role: 'Director of Engineering',
    organization: 'Konkan Gas Systems',
    description:
      'Builds the compressors and cascades that take our upgraded biogas to 200-250 bar. Together we developed a skid-mounted upgrading unit sized for plants that process 30 tons of feedstock a day.',
    link: 'https://konkan-gas.example.org',
    areas: ['CBG compression', 'Skid-mounted upgrading'],
    image: { src: '/images/partners/konkan.webp', width: 640, height: 400, alt: 'Biogas compression skid and a cascade of storage cylinders in a partner workshop' },
  },
];

export const partnerCta = {
  title: 'Become a Partner',
  body: 'Universities, municipalities, farmer groups and manufacturers: if you have a waste stream, a research question or a technology to scale, we would like to hear from you.',
  cta: { label: 'Become a Partner', href: '/contact' },
};
