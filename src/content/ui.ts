/**
 * Small words of the interface that many components share (a link that opens a new tab,
 * "Read more", a gallery's pause switch, a chart's table toggle, the video player's
 * messages), kept here so that they are translated once (content/i18n/{hi,mr}/ui.yaml).
 * `{name}`-style slots are filled with `fillTemplate` from src/lib/format.ts.
 */
import { translatable } from './i18n';

export const uiCopy = translatable('ui.uiCopy', {
  /** Read by screen readers after a link that opens in a new tab (the leading space is added by the component). */
  newTab: '(opens in a new tab)',
  /** A link to a post, a service, a page: the visible words and the full name for screen readers. */
  readMore: 'Read more',
  readMoreLabel: 'Read more: {title}',
  details: 'Details',
  /** The fold under a figure's one-line note that holds how it was worked out (facts.ts, `detail`). */
  howWorkedOut: 'How we worked it out',
  /** The one fold under a set of figures that holds how each was worked out (home's clean fuels). */
  howWorkedOutAll: 'How we worked these out',
  /**
   * Before the caption of a drawn stand-in for a site or a field (pictures stay drawings until photographs are
   * supplied), so that no drawing is read as a photograph of the place it names.
   */
  illustration: 'Illustration',
  /** A link to a partner's website. */
  visit: 'Visit {name}',
  /** The accessible name of a partner's list of topics. */
  collaborationAreas: '{name}: areas of collaboration',
  /** A person's photo. */
  portraitOf: 'Portrait of {name}',
  /** A team member's profile link: the visible words, then for screen readers whose profile it is. */
  linkedinProfile: 'LinkedIn profile',
  profileOf: 'of {name}',
  /**
   * What screen readers hear for a link whose visible words ({label}) repeat on every card
   * ("Request a Quote", "Learn more"): the words and which card they belong to (ui/label-for.tsx).
   */
  forItem: '{label} for {title}',
  aboutItem: '{label} about {title}',
  /** A numbered step, for screen readers: "Step 2". */
  step: 'Step',
  breadcrumb: {
    label: 'Breadcrumb',
    home: 'Home',
  },
  footer: {
    followUs: 'Follow us',
    /** After "© 2025 Company name." */
    rights: 'All rights reserved.',
  },
  gallery: {
    pause: 'Pause animation',
    /** The accessible name of a gallery row. */
    rowLabel: '{title}: {count} images',
    /** Under a row's heading. */
    count: '{count} images',
    /** The tile shown where an image failed to load; {number} is its place in the row. */
    tile: 'Image {number}',
  },
  chart: {
    show: 'Show data table',
    hide: 'Hide data table',
    legend: 'Legend',
  },
  video: {
    play: 'Play video',
    pause: 'Pause video',
    loading: 'Loading video…',
    unsupported: 'Your browser does not support the video tag.',
    failed: 'This video could not be loaded. Please try again later.',
  },
  embed: {
    loadMap: 'Load map',
    playVideo: 'Play video',
    loaded: 'Loaded from {provider}.',
    notice: 'Loads from {provider} only after you press the button; {provider} may then set cookies.',
    openOn: 'Open on {provider}',
  },
  share: {
    share: 'Share',
    shareOn: 'Share on {name}',
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link. Copy it from the address bar.',
  },
});
