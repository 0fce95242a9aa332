import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { categoryCoverAlt, defaultCoverPath } from './covers';
import { collaboratorSchema, faqCategorySchema, openingSchema, postSchema, projectSchema, teamMemberSchema } from './schemas';
import type { BlogPost, Collaborator, CompletedProject, Content, CurrentProject, FaqCategory, Opening, PostAuthor, TeamMember } from './types';

/**
 * Reads and checks every collection under a content folder. Pure apart from
 * reading files: the site calls it once per process (./index.ts), the tests call
 * it on fixture folders. Every problem in every file is collected first, then
 * thrown as one ContentError whose message names each file and field.
 */

export type ContentProblem = { file: string; line?: number; field?: string; message: string };

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  ${p.file}${p.line ? `:${p.line}` : ''}${p.field ? `: "${p.field}"` : ''} ${p.message}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

type Options = {
  /** The content folder (blog/, projects/, team/, …). */
  root: string;
  /**
   * Where site paths such as /images/x.webp point; covers and photos must exist
   * there. Omitted by the cover generator (tools/media/covers.ts), which reads
   * the posts to draw the covers that are missing.
   */
  publicDir?: string;
};

type RawFile = { file: string; slug: string; data: unknown; body?: string };

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

function fieldPath(parts: readonly PropertyKey[]): string {
  return parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

function valueAt(data: unknown, parts: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** One readable line per Zod issue, e.g. `"category" "Energy" is not one of: …`. */
export function describeIssues(file: string, data: unknown, issues: readonly z.core.$ZodIssue[]): ContentProblem[] {
  return issues.flatMap((issue): ContentProblem[] => {
    const field = fieldPath(issue.path);
    const value = valueAt(data, issue.path);
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ file, field: fieldPath([...issue.path, key]), message: 'is not a known field (misspelt?)' }));
      case 'invalid_type': {
        if (value === undefined) return [{ file, field, message: 'is missing' }];
        // `- Design: the plant` is valid YAML, but a mapping: the text needed quotes.
        const entries = issue.expected === 'string' && value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
        if (entries.length === 1) {
          const [key, inner] = entries[0]!;
          return [{ file, field, message: `must be text; a value containing ": " must be in quotes: "${key}: ${String(inner)}"` }];
        }
        return [{ file, field, message: `must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}` }];
      }
      case 'invalid_value':
        return [{ file, field, message: `${JSON.stringify(value)} is not one of: ${issue.values.map(String).join(', ')}` }];
      case 'invalid_union':
        return [{ file, field: field || undefined, message: value === undefined ? 'is missing' : `${JSON.stringify(value)} is not allowed here` }];
      default:
        return [{ file, field: field || undefined, message: issue.message }];
    }
  });
}

function readFolder(options: Options, folder: string, extensions: readonly string[], problems: ContentProblem[]): RawFile[] {
  const dir = path.join(options.root, folder);
  if (!existsSync(dir)) return [];
  const files: RawFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const file = path.posix.join(path.basename(options.root), folder, name);
    const full = path.join(dir, name);
    const extension = extensions.find((ext) => name.endsWith(ext));
    if (!extension || !statSync(full).isFile()) {
      problems.push({ file, message: `is not a ${extensions.join(' or ')} file; move it out of ${folder}/` });
      continue;
    }
    const slug = name.slice(0, -extension.length);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push({ file, message: 'has a file name other than lower-case words joined by "-" (it becomes part of a link)' });
      continue;
    }
    const text = readFileSync(full, 'utf8');
    let yamlText = text;
    let body: string | undefined;
    if (extension === '.md') {
      const match = FRONTMATTER.exec(text);
      if (!match) {
        problems.push({ file, message: 'must start with a frontmatter block between two "---" lines' });
        continue;
      }
      yamlText = match[1] ?? '';
      body = (match[2] ?? '').trim();
    }
    try {
      files.push({ file, slug, data: parseYaml(yamlText) ?? {}, body });
    } catch (error) {
      // A Markdown file's frontmatter starts on its second line, after "---".
      problems.push(yamlProblem(file, yamlText, error, extension === '.md' ? 1 : 0));
    }
  }
  return files;
}

/**
 * A YAML syntax error as one line naming the file and line, the line itself and
 * what usually causes it. The commonest: an unquoted value containing ": "
 * (`title: BMP Testing: Know Your Feedstock`), which YAML reads as a nested field.
 */
export function yamlProblem(file: string, yamlText: string, error: unknown, lineOffset: number): ContentProblem {
  if (!(error instanceof YAMLParseError) || !error.linePos) {
    return { file, message: `is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
  const lines = yamlText.split(/\r?\n/);
  const at = Math.min(error.linePos[0].line, lines.length);
  const text = (lines[at - 1] ?? '').trimEnd();
  const colon = /^(\s*(?:- )?)([\w.-]+):[ \t]+([^"'\s].*:\s.*)$/.exec(text);
  let hint: string;
  if (colon) {
    const [, lead, key, value] = colon;
    hint = `a value containing ": " must be in quotes: ${lead}${key}: "${value!.replace(/["\\]/g, '\\$&')}"`;
  } else if (error.code === 'MISSING_CHAR') {
    hint = 'a quote opened in a value is not closed (a value in "…" must end with ")';
  } else if (error.code === 'BAD_INDENT' || error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'UNEXPECTED_TOKEN') {
    hint = 'check the indentation and the ":" after each field name: nested fields are indented by two spaces, list items start with "- ", and a value containing ": " or starting with [ { * & ! | > must be in quotes';
  } else {
    hint = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  }
  return { file, line: at + lineOffset, message: `is not valid YAML: ${text ? `\`${text.trim()}\`: ` : ''}${hint}` };
}

function parseEach<S extends z.ZodType>(files: RawFile[], schema: S, problems: ContentProblem[]) {
  const parsed: { raw: RawFile; data: z.output<S> }[] = [];
  for (const raw of files) {
    const result = schema.safeParse(raw.data);
    if (result.success) parsed.push({ raw, data: result.data });
    else problems.push(...describeIssues(raw.file, raw.data, result.error.issues));
  }
  return parsed;
}

function checkUnique<T>(items: { raw: RawFile; data: T }[], key: (data: T) => number | string, field: string, problems: ContentProblem[]) {
  const seen = new Map<number | string, string>();
  for (const { raw, data } of items) {
    const value = key(data);
    const first = seen.get(value);
    if (first) problems.push({ file: raw.file, field, message: `${JSON.stringify(value)} is already used by ${first}` });
    else seen.set(value, raw.file);
  }
}

function checkPublicFile(options: Options, file: string, field: string, sitePath: string, problems: ContentProblem[], hint = '') {
  if (!options.publicDir) return;
  const full = path.join(options.publicDir, ...sitePath.split('/'));
  if (!existsSync(full)) problems.push({ file, field, message: `points at ${sitePath}, but public${sitePath} does not exist${hint}` });
}

const byOrder = <T extends { data: { order?: number } }>(name: (item: T) => string) => (a: T, b: T) =>
  (a.data.order ?? Number.MAX_SAFE_INTEGER) - (b.data.order ?? Number.MAX_SAFE_INTEGER) || name(a).localeCompare(name(b));

function withoutOrder<T extends { order?: number }>(data: T): Omit<T, 'order'> {
  const rest = { ...data };
  delete rest.order;
  return rest;
}

function authorOf(authors: Map<string, TeamMember>, slug: string): PostAuthor {
  const member = authors.get(slug);
  return { slug, name: member?.name ?? slug, role: member?.role ?? '' };
}

export function loadContent(options: Options): Content {
  const problems: ContentProblem[] = [];

  const postFiles = parseEach(readFolder(options, 'blog', ['.md'], problems), postSchema, problems);
  checkUnique(postFiles, (d) => d.id, 'id', problems);
  for (const { raw, data } of postFiles) {
    if (data.cover) {
      checkPublicFile(options, raw.file, 'cover', data.cover, problems);
      // A picture of the author's own needs its own description; the default one describes the drawing.
      if (!data.coverAlt) problems.push({ file: raw.file, field: 'coverAlt', message: 'is missing: say what the "cover" picture shows' });
    } else
      checkPublicFile(options, raw.file, 'cover', defaultCoverPath(data.id), problems, ' (a post without "cover" gets a picture drawn from its category: `npm run media -- covers` or `npm run dev` draws it; commit it with the post)');
    if (!raw.body) problems.push({ file: raw.file, message: 'has no text after its frontmatter' });
  }
  const projectFiles = parseEach(readFolder(options, 'projects', ['.yaml', '.yml'], problems), projectSchema, problems);
  const completedFiles = projectFiles.filter((p) => p.data.status === 'completed');
  const currentFiles = projectFiles.filter((p) => p.data.status === 'current');
  checkUnique(completedFiles, (d) => d.id, 'id', problems);
  checkUnique(currentFiles, (d) => d.id, 'id', problems);
  for (const { raw, data } of projectFiles) checkPublicFile(options, raw.file, 'image.src', data.image.src, problems);
  const completedProjects: CompletedProject[] = [];
  const currentProjects: CurrentProject[] = [];
  for (const { data } of projectFiles) {
    if (data.status === 'completed') {
      const { id, title, location, capacity, fleet, client, partner, completionDate, beneficiaries, description, highlights, image, story } = data;
      completedProjects.push({
        id,
        title,
        ...(location ? { location } : {}),
        ...(capacity ? { capacity } : {}),
        ...(fleet ? { fleet } : {}),
        ...(client ? { client } : {}),
        ...(partner ? { partner } : {}),
        completionDate,
        beneficiaries,
        description,
        highlights,
        image,
        ...(story ? { story } : {}),
      });
    } else {
      const { id, title, location, capacity, fleet, client, partner, startDate, estimatedCompletion, progress, description, team, image } = data;
      currentProjects.push({ id, title, location, ...(capacity ? { capacity } : {}), ...(fleet ? { fleet } : {}), ...(client ? { client } : {}), ...(partner ? { partner } : {}), startDate, estimatedCompletion, progress, description, team, image });
    }
  }
  completedProjects.sort((a, b) => a.id - b.id);
  currentProjects.sort((a, b) => a.id - b.id);

  const teamFiles = parseEach(readFolder(options, 'team', ['.yaml', '.yml'], problems), teamMemberSchema, problems);
  checkUnique(teamFiles, (d) => d.email.toLowerCase(), 'email', problems);
  // No file check for team photos: without one the page shows a typographic portrait card
  // (components/about/portrait.tsx), and a photo dropped in under image.src replaces it.
  const team: TeamMember[] = teamFiles.sort(byOrder((m) => m.data.name)).map(({ raw, data }) => ({ slug: raw.slug, ...withoutOrder(data) }));

  // A post names its author by their team file; a name that is not on the team fails the build.
  const authors = new Map(team.map((member) => [member.slug, member]));
  for (const { raw, data } of postFiles) {
    if (!authors.has(data.author))
      problems.push({ file: raw.file, field: 'author', message: `"${data.author}" is not on the team: use one of ${[...authors.keys()].join(', ') || '(no file in content/team/)'}` });
  }
  const posts: BlogPost[] = postFiles
    .map(({ raw, data }) => ({
      id: data.id,
      slug: raw.slug,
      title: data.title,
      excerpt: data.excerpt,
      body: raw.body ?? '',
      author: authorOf(authors, data.author),
      date: data.date,
      category: data.category,
      imageUrl: data.cover ?? defaultCoverPath(data.id),
      imageAlt: data.coverAlt ?? categoryCoverAlt[data.category],
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);


  const collaboratorFiles = parseEach(readFolder(options, 'collaborators', ['.yaml', '.yml'], problems), collaboratorSchema, problems);
  for (const { raw, data } of collaboratorFiles) checkPublicFile(options, raw.file, 'image.src', data.image.src, problems);
  const collaborators: Collaborator[] = collaboratorFiles.sort(byOrder((c) => c.data.name)).map(({ data }) => withoutOrder(data));

  const faqFiles = parseEach(readFolder(options, 'faq', ['.yaml', '.yml'], problems), faqCategorySchema, problems);
  const faqCategories: FaqCategory[] = faqFiles
    .sort(byOrder((f) => f.data.title))
    .map(({ raw, data }) => ({ slug: raw.slug, title: data.title, icon: data.icon, questions: data.questions }));

  const openingFiles = parseEach(readFolder(options, 'openings', ['.yaml', '.yml'], problems), openingSchema, problems);
  checkUnique(openingFiles, (d) => d.title, 'title', problems);
  const openings: Opening[] = openingFiles
    .map(({ raw, data }) => ({ slug: raw.slug, ...data }))
    .sort((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));

  if (problems.length > 0) throw new ContentError(problems);
  return { posts, completedProjects, currentProjects, team, collaborators, faqCategories, openings };
}
