/**
 * The people on /about/team (each: name, email, linkedin,
 * description, image). All people are fictional samples; e-mail addresses use
 * example.com and profile links are placeholders to replace with real ones.
 */
import { facts, figure } from './facts';
export type TeamMember = {
  name: string;
  role: string;
  email: string;
  /** External professional-network profile, opened in a new tab. */
  linkedin: string;
  description: string;
  focus: string[];
  image: { src: string; width: number; height: number; alt: string };
};

export const teamHero = {
  badge: 'Our people',
  title: 'Our Team',
  subtitle:
    'Chemical engineers, microbiologists and plant builders who have spent their careers turning waste into energy, and who answer their own e-mail.',
};

export const teamIntro = {
  eyebrow: 'Leadership',
  title: 'The people who lead our work',
  body: `Behind them stand ${figure(facts.teamSize)} scientists, engineers, technicians and field operators in Pune and at our project sites.`,
};

export const team: TeamMember[] = [
  {
    name: 'Dr. Meera Kulkarni',
    role: 'Founder & Managing Director',
    email: 'meera.kulkarni@example.com',
    linkedin: 'https://www.linkedin.com/in/meera-kulkarni-example',
    description:
      'A chemical engineer who began working on fuel cells fed with biodiesel by-products in 2008. She founded the company in 2016 and leads its strategy, its public-sector partnerships and the design reviews of every new plant.',
    focus: ['Anaerobic digestion', 'Process scale-up', 'Energy policy'],
    image: { src: '/images/team/meera-kulkarni.webp', width: 480, height: 480, alt: 'Portrait of Dr. Meera Kulkarni' },
  },
  {
    name: 'Dr. Arjun Deshpande',
    role: 'Head of Hydrogen Research',
    email: 'arjun.deshpande@example.com',
    linkedin: 'https://www.linkedin.com/in/arjun-deshpande-example',
    description:
      'Led the 2018 work that paired dark fermentation of food waste with biogas steam reforming. He runs our pilot reactors and the team developing catalysts and membranes for hydrogen purification.',
    focus: ['Dark fermentation', 'Steam reforming', 'Catalysis'],
    image: { src: '/images/team/arjun-deshpande.webp', width: 480, height: 480, alt: 'Portrait of Dr. Arjun Deshpande' },
  },
  {
    name: 'Priya Nair',
    role: 'Lead Process Engineer, Biogas & CBG',
    email: 'priya.nair@example.com',
    linkedin: 'https://www.linkedin.com/in/priya-nair-example',
    description:
      'Designs digesters and upgrading trains for our biogas and CBG plants, from feedstock handling to 250-bar compression. She has commissioned plants in five states and trains each site\u2019s operators herself.',
    focus: ['Digester design', 'Biogas upgrading', 'Commissioning'],
    image: { src: '/images/team/priya-nair.webp', width: 480, height: 480, alt: 'Portrait of Priya Nair' },
  },
  {
    name: 'Dr. Sameer Joshi',
    role: 'Director, Analytical Laboratory',
    email: 'sameer.joshi@example.com',
    linkedin: 'https://www.linkedin.com/in/sameer-joshi-example',
    description:
      'A microbiologist who built our testing laboratory and its methods for BMP, BHP, gas composition and microbial analysis. He reviews every report before it leaves the lab.',
    focus: ['BMP and BHP testing', 'Microbial analysis', 'Quality systems'],
    image: { src: '/images/team/sameer-joshi.webp', width: 480, height: 480, alt: 'Portrait of Dr. Sameer Joshi' },
  },
];

export const teamClosing = {
  title: 'Want to work with this team?',
  body: 'We hire engineers, researchers and field technicians throughout the year.',
  primary: { label: 'See Careers', href: '/career' },
  secondary: { label: 'Contact Us', href: '/contact' },
};
