import { z } from 'zod';

/**
 * The shape of every file under content/. The browser editor (keystatic.config.ts)
 * writes files of these shapes; this module is what the build trusts. Each schema
 * is strict, so a misspelt field name fails the build instead of being ignored.
 */

/** Blog categories. A post with any other category fails the build. */
export const blogCategories = ['Hydrogen Energy', 'Sustainability', 'Waste Management', 'Circular Economy'] as const;

const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const isoMonth = z.string().regex(/^\d{4}-\d{2}$/, 'must be a month written YYYY-MM');
/** A file under public/, referenced by its site path (checked to exist by the loader). */
const publicPath = z.string().regex(/^\/[\w./-]+$/, 'must be a path under public/, starting with "/", e.g. /images/team/name.webp');
const positiveId = z.number().int('must be a whole number').positive('must be 1 or more');
const order = z.number().int('must be a whole number').optional();

const image = z.strictObject({
  src: publicPath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: text,
});

/**
 * Frontmatter of content/blog/*.md; the Markdown after it is the body. Without
 * `cover` the post's picture is /images/blog/post-{id}.webp, drawn from its
 * category when missing; without `coverAlt` its alt text is that drawing's
 * (./covers.ts).
 */
export const postSchema = z.strictObject({
  id: positiveId,
  title: text,
  excerpt: text,
  /** The team member who wrote the post: the file name of their content/team/ entry, e.g. priya-nair. */
  author: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the file name of a team member in content/team/ without ".yaml", e.g. priya-nair'),
  date: isoDate,
  category: z.enum(blogCategories),
  cover: publicPath.optional(),
  coverAlt: text.optional(),
});

const projectImage = z.strictObject({ src: publicPath, alt: text });

const completedProject = z.strictObject({
  status: z.literal('completed'),
  id: positiveId,
  title: text,
  location: text.optional(),
  /** Design throughput as printed on the map of plants, e.g. "30 t/day wet waste". */
  capacity: text.optional(),
  /**
   * The organisation the plant was built for (e.g. "Kapilatir Organics Pvt Ltd"), or
   * for the company's own research, the partner it was run with. Either name must be on
   * the home page's wall of clients (src/content/clients.ts; tests/unit/clients.test.ts).
   */
  client: text.optional(),
  partner: text.optional(),
  /**
   * A CBG plant we run ourselves, built for us or for a client who contracts its operation to
   * us: the plants the 2030 goal of plants of our own counts (facts.ts, ownPlants2030;
   * /projects, "How we count").
   */
  fleet: z.boolean().optional(),
  completionDate: isoDate,
  beneficiaries: text,
  description: text,
  highlights: z.array(text),
  image: projectImage,
  /** The case study on /projects/completed/{id} (optional). */
  story: z
    .strictObject({
      context: z.array(text).min(1, 'needs at least one paragraph'),
      built: z.array(text).min(1, 'needs at least one paragraph'),
      /**
       * Design figures, and figures measured in operation: those give the `period` they
       * were measured over ("2024–2025"), which the story prints beside them.
       */
      figures: z.array(z.strictObject({ value: text, label: text, period: text.optional() })),
      outcome: z.array(text).min(1, 'needs at least one paragraph'),
    })
    .optional(),
  // A project that moved from current to completed may keep its earlier fields.
  startDate: isoMonth.optional(),
  estimatedCompletion: isoMonth.optional(),
  progress: z.number().optional(),
  team: text.optional(),
});

const currentProject = z.strictObject({
  status: z.literal('current'),
  id: positiveId,
  title: text,
  location: text,
  /** Design throughput as printed on the map of plants, e.g. "30 t/day wet waste". */
  capacity: text.optional(),
  /**
   * The organisation the plant was built for (e.g. "Kapilatir Organics Pvt Ltd"), or
   * for the company's own research, the partner it was run with. Either name must be on
   * the home page's wall of clients (src/content/clients.ts; tests/unit/clients.test.ts).
   */
  client: text.optional(),
  partner: text.optional(),
  /**
   * A CBG plant we run ourselves, built for us or for a client who contracts its operation to
   * us: the plants the 2030 goal of plants of our own counts (facts.ts, ownPlants2030;
   * /projects, "How we count").
   */
  fleet: z.boolean().optional(),
  startDate: isoMonth,
  estimatedCompletion: isoMonth,
  progress: z.number().int().min(0).max(100),
  description: text,
  team: text,
  image: projectImage,
  // The editor (keystatic.config.ts) has one form for both kinds of project and writes its empty list.
  highlights: z.array(text).max(0, 'belongs to completed projects: leave it empty').optional(),
});

/** content/projects/*.yaml: one collection; `status` says which list a project is in. */
export const projectSchema = z.discriminatedUnion('status', [completedProject, currentProject]);

/** content/team/*.yaml */
export const teamMemberSchema = z.strictObject({
  name: text,
  role: text,
  email: z.email('must be an e-mail address'),
  linkedin: z.url('must be a full URL starting with https://'),
  description: text,
  focus: z.array(text),
  image,
  order,
});

/** content/collaborators/*.yaml */
export const collaboratorSchema = z.strictObject({
  name: text,
  role: text,
  organization: text,
  description: text,
  link: z.url('must be a full URL starting with https://'),
  areas: z.array(text),
  image,
  order,
});

export const faqIcons = ['hydrogen', 'biogas', 'cng', 'leaf'] as const;

/** content/faq/*.yaml: one file per topic; the file name is the topic's anchor. */
export const faqCategorySchema = z.strictObject({
  title: text,
  icon: z.enum(faqIcons),
  questions: z.array(z.strictObject({ q: text, a: text })).min(1, 'needs at least one question'),
  order,
});

export const openingTypes = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

/** Annual CTC in lakh rupees, e.g. 6 to 10; or the text "as per norms" where the band is not published. */
const CTC_AS_PER_NORMS = 'as per norms';
const lakh = z.number().positive('must be more than 0 (lakh rupees a year)');
const ctc = z.union([
  z.literal(CTC_AS_PER_NORMS),
  z
    .strictObject({ minLakh: lakh, maxLakh: lakh })
    .refine((band) => band.minLakh <= band.maxLakh, { message: 'minLakh must not be more than maxLakh', path: ['maxLakh'] }),
]);

/**
 * content/openings/*.yaml: one open position; the file name is its anchor on /career.
 * Listed newest `posted` first; `closes` is the last day to apply.
 */
export const openingSchema = z
  .strictObject({
    title: text,
    team: text,
    location: text,
    type: z.enum(openingTypes),
    /** What a candidate brings, e.g. "3–6 years in biogas or process plants". */
    experience: text,
    ctc,
    posted: isoDate,
    closes: isoDate,
    summary: text,
    responsibilities: z.array(text).min(1, 'needs at least one item'),
    requirements: z.array(text).min(1, 'needs at least one item'),
  })
  .refine((opening) => opening.closes > opening.posted, { message: 'must be after "posted"', path: ['closes'] });
