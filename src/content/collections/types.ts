import type { blogCategories, faqIcons, openingTypes } from './schemas';

/** What the pages receive from content/. The files' shapes are in schemas.ts. */

export type BlogCategory = (typeof blogCategories)[number];

export type PostAuthor = { slug: string; name: string; role: string };

export type BlogPost = {
  id: number;
  /** The file name without `.md`. */
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown, rendered on the server by components/blog/post-body.tsx (raw HTML is not rendered). */
  body: string;
  /** The team member who wrote it (content/team/{slug}.yaml); their card is /about/team#{slug}. */
  author: PostAuthor;
  /** ISO date, e.g. "2025-03-14". Shown in en-US (short month on the list, long on the post). */
  date: string;
  category: BlogCategory;
  imageUrl: string;
  imageAlt: string;
};

type ProjectImage = { src: string; alt: string };

export type CompletedProject = {
  id: number;
  title: string;
  /** Shown only when present. */
  location?: string;
  /** Design throughput, e.g. "30 t/day wet waste"; shown on the map of plants. */
  capacity?: string;
  /** A CBG plant we run ourselves: counted toward the 2030 goal of plants of our own (schemas.ts). */
  fleet?: boolean;
  /** The organisation the plant was built for; shown on its card and story. */
  client?: string;
  /** For the company's own research, the organisation it was run with. */
  partner?: string;
  /** ISO date, e.g. "2023-03-18". */
  completionDate: string;
  beneficiaries: string;
  description: string;
  /** A few facts shown as a list on the detail page. */
  highlights: string[];
  image: ProjectImage;
  /** The project story on /projects/completed/{id}; without it the page tells the story from the description and highlights. */
  story?: ProjectStory;
};

/** A completed project told as a case study: the situation, what was built, the figures and what changed. */
type ProjectStory = {
  /** The situation before the project, one or two paragraphs. */
  context: string[];
  /** What was designed and built, one or two paragraphs. */
  built: string[];
  /** Key figures, shown large beside the text; a figure measured in operation names the period it covers. */
  figures: { value: string; label: string; period?: string }[];
  /** What changed once it ran, one or two paragraphs. */
  outcome: string[];
};

export type CurrentProject = {
  id: number;
  title: string;
  location: string;
  /** Design throughput, e.g. "30 t/day wet waste"; shown on the map of plants. */
  capacity?: string;
  /** A CBG plant we run ourselves: counted toward the 2030 goal of plants of our own (schemas.ts). */
  fleet?: boolean;
  /** The organisation the plant was built for; shown on its card and story. */
  client?: string;
  /** For the company's own research, the organisation it was run with. */
  partner?: string;
  /** ISO month, e.g. "2024-02". */
  startDate: string;
  /** ISO month, e.g. "2025-12". */
  estimatedCompletion: string;
  /** Percent complete, 0–100. */
  progress: number;
  description: string;
  /** Team size and make-up, as text. */
  team: string;
  image: ProjectImage;
};

type SizedImage = { src: string; width: number; height: number; alt: string };

export type TeamMember = {
  /** The file name (content/team/{slug}.yaml): the anchor of their card on /about/team and a post's `author`. */
  slug: string;
  name: string;
  role: string;
  email: string;
  /** External professional-network profile, opened in a new tab. */
  linkedin: string;
  description: string;
  focus: string[];
  image: SizedImage;
};

export type Collaborator = {
  name: string;
  role: string;
  organization: string;
  description: string;
  link: string;
  /** What the partnership works on, shown as tags. */
  areas: string[];
  image: SizedImage;
};

export type FaqIcon = (typeof faqIcons)[number];

export type FaqItem = { q: string; a: string };

export type FaqCategory = {
  /** Used for anchors and element ids (the file name). */
  slug: string;
  title: string;
  icon: FaqIcon;
  questions: FaqItem[];
};

type OpeningType = (typeof openingTypes)[number];

export type Opening = {
  /** Used for the anchor on /career (the file name). */
  slug: string;
  title: string;
  team: string;
  location: string;
  type: OpeningType;
  experience: string;
  /** Annual CTC band in lakh rupees, or "as per norms". */
  ctc: { minLakh: number; maxLakh: number } | 'as per norms';
  /** ISO dates: when it was posted (the list is newest first) and the last day to apply. */
  posted: string;
  closes: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
};

export type Content = {
  /** Newest first. */
  posts: BlogPost[];
  /** By id. */
  completedProjects: CompletedProject[];
  /** By id. */
  currentProjects: CurrentProject[];
  /** By `order`, then name. */
  team: TeamMember[];
  collaborators: Collaborator[];
  faqCategories: FaqCategory[];
  openings: Opening[];
};
