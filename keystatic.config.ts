/**
 * The browser editor (Keystatic) for the collections in content/. Every field
 * here writes the key the loader's schema expects (src/content/collections/schemas.ts,
 * strict: an unknown key fails the build), in the same order as the existing
 * files. Local storage: it edits the working tree, and only under `npm run dev`
 * (its routes are .dev.tsx/.dev.ts files, which next.config.ts builds in
 * development only; docs/decisions/011-publish-content-files.md says why).
 */
import { collection, config, fields } from '@keystatic/core';
import { blogCategories, faqIcons, openingTypes } from './src/content/collections/schemas';

const required = { validation: { isRequired: true } } as const;
const text = (label: string, description?: string) => fields.text({ label, description, ...required });
const longText = (label: string, description?: string) => fields.text({ label, description, multiline: true, ...required });
const optionalText = (label: string, description: string) => fields.text({ label, description });
const list = (label: string, itemLabel: string) => fields.array(fields.text({ label: itemLabel, ...required }), { label, itemLabel: (props) => props.value });
const order = fields.integer({ label: 'Order', description: 'Position on the page: 1 comes first.' });
const options = <T extends string>(values: readonly T[]) => values.map((value) => ({ label: value, value }));
const sizedImage = (width: number, height: number, folder: string) =>
  fields.object(
    {
      src: text('Picture', `Path under public/, e.g. /images/${folder}/name.webp`),
      width: fields.integer({ label: 'Width (pixels)', defaultValue: width, ...required }),
      height: fields.integer({ label: 'Height (pixels)', defaultValue: height, ...required }),
      alt: text('Description of the picture', 'For people who cannot see it.'),
    },
    { label: 'Picture' },
  );
const slugDescription = 'Becomes the file name (lower-case words joined by "-").';
/** The field an entry's file name is made from. */
const fileNameFrom = (label: string, description = slugDescription) =>
  fields.slug({ name: { label, ...required }, slug: { label: 'File name', description } });

export default config({
  storage: { kind: 'local' },
  ui: { brand: { name: 'Website content' } },
  collections: {
    posts: collection({
      label: 'Blog posts',
      path: 'content/blog/*',
      slugField: 'title',
      format: { contentField: 'body' },
      entryLayout: 'content',
      columns: ['title', 'date'],
      schema: {
        id: fields.integer({ label: 'Id', description: 'The next unused number: the post is at /blogs/{id}.', validation: { isRequired: true, min: 1 } }),
        title: fileNameFrom('Title'),
        excerpt: longText('Excerpt', 'One or two sentences for the list and search results.'),
        author: fields.relationship({ label: 'Author', description: 'The team member who wrote the post (content/team).', collection: 'team', validation: { isRequired: true } }),
        date: fields.date({ label: 'Date', ...required }),
        category: fields.select({ label: 'Category', options: options(blogCategories), defaultValue: blogCategories[0] }),
        cover: optionalText('Cover picture', 'Leave empty for a picture drawn from the category. Your own: a path under public/, e.g. /images/blog/post-7.webp (1200 × 630).'),
        coverAlt: optionalText('Cover description', 'What your own cover picture shows. Leave empty with a drawn cover.'),
        body: fields.markdoc({ label: 'Text', extension: 'md', options: { image: false, table: false } }),
      },
    }),
    projects: collection({
      label: 'Projects',
      path: 'content/projects/*',
      slugField: 'title',
      format: { data: 'yaml' },
      columns: ['title', 'status'],
      schema: {
        status: fields.select({ label: 'Status', options: [{ label: 'Current', value: 'current' }, { label: 'Completed', value: 'completed' }], defaultValue: 'current' }),
        id: fields.integer({ label: 'Id', description: 'Unique among projects of the same status; a completed project is at /projects/completed/{id}.', validation: { isRequired: true, min: 1 } }),
        title: fileNameFrom('Title'),
        location: optionalText('Location', 'Town, State (required for current projects).'),
        capacity: optionalText('Capacity', 'Design throughput for the map of plants, e.g. 30 t/day wet waste.'),
        fleet: fields.checkbox({ label: 'One of our own plants', description: 'A CBG plant we run ourselves (built for us, or for a client who contracts its operation to us): counted toward the 2030 goal of plants of our own.' }),
        client: optionalText('Client', 'The organisation it was built for, as named on the home page logo wall (src/content/clients.ts).'),
        partner: optionalText('Partner', 'Own research only: the organisation it was run with, as named on the logo wall.'),
        completionDate: fields.date({ label: 'Completion date', description: 'Completed projects.' }),
        beneficiaries: optionalText('Beneficiaries', 'Completed projects.'),
        startDate: optionalText('Start', 'Current projects: YYYY-MM.'),
        estimatedCompletion: optionalText('Estimated completion', 'Current projects: YYYY-MM.'),
        progress: fields.integer({ label: 'Progress (%)', description: 'Current projects: 0 to 100.' }),
        description: longText('Description'),
        team: optionalText('Team', 'Current projects: size and make-up.'),
        highlights: list('Highlights (completed projects)', 'Highlight'),
        image: fields.object({ src: text('Picture', 'Path under public/, e.g. /images/projects/name.webp (800 × 500).'), alt: text('Description of the picture') }, { label: 'Picture' }),
        // The case study of a completed project is edited in its file (README, "Publishing content").
        story: fields.ignored(),
      },
    }),
    team: collection({
      label: 'Team',
      path: 'content/team/*',
      slugField: 'name',
      format: { data: 'yaml' },
      schema: {
        name: fileNameFrom('Name'),
        role: text('Role'),
        email: text('E-mail'),
        linkedin: text('LinkedIn profile', 'The full address, starting with https://'),
        description: longText('Description'),
        focus: list('Focus', 'Area'),
        image: sizedImage(480, 480, 'team'),
        order,
      },
    }),
    collaborators: collection({
      label: 'Collaborators',
      path: 'content/collaborators/*',
      slugField: 'name',
      format: { data: 'yaml' },
      schema: {
        name: fileNameFrom('Name'),
        role: text('Role'),
        organization: text('Organisation'),
        description: longText('Description'),
        link: text('Link', 'The full address, starting with https://'),
        areas: list('Areas', 'Area'),
        image: sizedImage(640, 400, 'partners'),
        order,
      },
    }),
    faq: collection({
      label: 'FAQ topics',
      path: 'content/faq/*',
      slugField: 'title',
      format: { data: 'yaml' },
      schema: {
        title: fileNameFrom('Topic'),
        icon: fields.select({ label: 'Icon', options: options(faqIcons), defaultValue: faqIcons[0] }),
        order,
        questions: fields.array(fields.object({ q: text('Question'), a: longText('Answer') }), { label: 'Questions', itemLabel: (props) => props.fields.q.value }),
      },
    }),
    openings: collection({
      label: 'Job openings',
      path: 'content/openings/*',
      slugField: 'title',
      format: { data: 'yaml' },
      schema: {
        title: fileNameFrom('Title', 'Becomes the file name and the link /career#opening-{file name}.'),
        team: text('Team'),
        location: text('Location'),
        type: fields.select({ label: 'Type', options: options(openingTypes), defaultValue: openingTypes[0] }),
        experience: text('Experience', 'What a candidate brings, e.g. "3-6 years in biogas or process plants".'),
        // A band in lakh rupees a year, or "as per norms": edited in the file (README, "Open a position").
        ctc: fields.ignored(),
        posted: fields.date({ label: 'Posted on', ...required }),
        closes: fields.date({ label: 'Applications close on', ...required }),
        summary: longText('Summary'),
        responsibilities: list('What you will do', 'Item'),
        requirements: list('What we look for', 'Item'),
      },
    }),
  },
});
