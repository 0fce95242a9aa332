/** Header and footer links; every href is a route of the page registry (pages.ts). */
import { translatable } from './i18n';
export type NavLink = { name: string; href: string };
export type NavItem = NavLink & { dropdown?: NavLink[] };

export const headerNav: NavItem[] = translatable('navigation.headerNav', [
  { name: 'Home', href: '/' },
  {
    name: 'About Us',
    href: '/about',
    dropdown: [
      { name: 'Our Story', href: '/about' },
      { name: 'Vision & Mission', href: '/about/vision-mission' },
      { name: 'Team', href: '/about/team' },
      { name: 'Collaborations', href: '/about/collaborations' },
      { name: 'Research Infrastructure', href: '/about/research' },
    ],
  },
  {
    name: 'Our Technology',
    href: '/technology',
    dropdown: [
      { name: 'Hydrogen Production', href: '/technology/hydrogen-production' },
      { name: 'Pretreatment', href: '/technology' },
      { name: 'CBG Production', href: '/technology/cbg-production' },
      { name: 'Biomass Valorization', href: '/technology/biomass' },
    ],
  },
  {
    name: 'Services',
    href: '/services',
    dropdown: [
      { name: 'Contract & RD', href: '/services/contract-and-rd' },
      { name: 'Energy Services', href: '/services' },
      { name: 'Waste Management Services', href: '/services/waste-management' },
      // The plant a mill, dairy or town buys from us: the largest offer, so it is one hover away.
      { name: 'CBG Plant Engineering', href: '/services/cbg-plant-engineering' },
      // Not a service but the farmers' way in: the footer alone was too far down for them.
      { name: 'Sell Us Feedstock', href: '/feedstock' },
    ],
  },
  { name: 'Projects', href: '/projects' },
  { name: 'Career', href: '/career' },
  { name: 'Blogs', href: '/blogs' },
]);

export const contactCta: NavLink = translatable('navigation.contactCta', { name: 'Contact Us', href: '/contact' });

export type FooterColumn = { title: string; links: NavLink[] };

export const footerColumns: FooterColumn[] = translatable('navigation.footerColumns', [
  {
    title: 'Company',
    links: [
      { name: 'About Us', href: '/about' },
      { name: 'Our Team', href: '/about/team' },
      { name: 'Research Infrastructure', href: '/about/research' },
      { name: 'Careers', href: '/career' },
    ],
  },
  {
    title: 'Technology',
    links: [
      { name: 'Hydrogen Production', href: '/technology/hydrogen-production' },
      { name: 'CBG Production', href: '/technology/cbg-production' },
      { name: 'Biomass Valorization', href: '/technology/biomass' },
      { name: 'Pretreatment', href: '/technology' },
    ],
  },
  {
    title: 'Support',
    links: [
      { name: 'Contact', href: '/contact' },
      { name: 'FAQ', href: '/faq' },
    ],
  },
  {
    title: 'Services',
    links: [
      { name: 'Waste Management', href: '/services/waste-management' },
      { name: 'Energy Services', href: '/services' },
      { name: 'CBG Plant Engineering', href: '/services/cbg-plant-engineering' },
      { name: 'Feedstock Calculator', href: '/calculator' },
      { name: 'Sell Us Feedstock', href: '/feedstock' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { name: 'Privacy Policy', href: '/privacy' },
      { name: 'Terms of Service', href: '/terms' },
      { name: 'Sitemap', href: '/sitemap' },
    ],
  },
]);

/** The header's own words (its links are `headerNav` and `contactCta`). */
export const headerCopy = translatable('navigation.headerCopy', {
  /** The logo link's name; {name} is the company's short name. */
  homeLabel: '{name}, home',
  mainNav: 'Main',
  /** Without scripts the menu button is a link to the sitemap. */
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  darkTheme: 'Dark theme',
  /** The dark theme's state, beside its switch in the phone menu. */
  themeOn: 'On',
  themeOff: 'Off',
  languages: 'Language',
  skipLink: 'Skip to main content',
});

export type HeaderCopy = typeof headerCopy;
