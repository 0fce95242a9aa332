import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoryCoverAlt, defaultCoverPath } from './covers';
import { ContentError, loadContent } from './load';

/** Malformed content in a throwaway folder: the build must say which file and which field. */
let dir: string;
let root: string;
let publicDir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  root = path.join(dir, 'content');
  publicDir = path.join(dir, 'public');
  mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  writeFileSync(path.join(publicDir, 'images', 'cover.webp'), 'x');
  // The author every sample post names.
  write('team/asha-rao.yaml', teamMember('Asha Rao'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

function teamMember(name: string): string {
  return `name: ${name}\nrole: Engineer\nemail: asha@example.com\nlinkedin: https://example.com/asha\ndescription: Builds plants.\nfocus: []\nimage:\n  src: /images/cover.webp\n  width: 10\n  height: 10\n  alt: Portrait\n`;
}

function post(fields: Record<string, string | number>, body = 'Some text with **emphasis**.') {
  const base = { id: 1, title: 'A title', excerpt: 'An excerpt.', author: 'asha-rao', date: '2025-01-02', category: 'Sustainability', cover: '/images/cover.webp', coverAlt: 'A cover picture' };
  const front = Object.entries({ ...base, ...fields })
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${front}\n---\n\n${body}\n`;
}

function problemText(): string {
  try {
    loadContent({ root, publicDir });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content check to fail');
}

/** Writes `files` (path under content/ → text), then expects the problems reported to name each of `expected`. */
function expectProblems(files: Record<string, string>, expected: (string | RegExp)[]) {
  for (const [file, text] of Object.entries(files)) write(file, text);
  const message = problemText();
  for (const part of expected) {
    if (typeof part === 'string') expect(message).toContain(part);
    else expect(message).toMatch(part);
  }
}

describe('content loader', () => {
  it('loads well-formed files', () => {
    write('blog/first-post.md', post({}));
    write('blog/second-post.md', post({ id: 2, date: '2025-02-03' }));
    const content = loadContent({ root, publicDir });
    expect(content.posts.map((p) => [p.id, p.slug])).toEqual([
      [2, 'second-post'],
      [1, 'first-post'],
    ]);
    expect(content.posts[0]?.body).toBe('Some text with **emphasis**.');
    expect(content.posts[0]?.author).toEqual({ slug: 'asha-rao', name: 'Asha Rao', role: 'Engineer' });
    expect(content.team.map((m) => m.slug)).toEqual(['asha-rao']);
  });

  it('names a post whose author is not on the team, and who is', () => {
    write('blog/stranger.md', post({ author: 'someone-else' }));
    expect(problemText()).toContain('content/blog/stranger.md: "author" "someone-else" is not on the team: use one of asha-rao');
  });

  it('names the file and the field of a missing title', () => {
    write('blog/untitled.md', post({ title: '' }));
    expect(problemText()).toContain('content/blog/untitled.md: "title" is missing');
  });

  it('names both files and the field of a duplicate id', () => {
    write('blog/a-post.md', post({ id: 7 }));
    write('blog/b-post.md', post({ id: 7, title: 'Another' }));
    expect(problemText()).toContain('content/blog/b-post.md: "id" 7 is already used by content/blog/a-post.md');
  });

  it('names the file, the field and the allowed values of an unknown category', () => {
    write('blog/odd.md', post({ category: 'Solar Power' }));
    expect(problemText()).toMatch(/content\/blog\/odd\.md: "category" "Solar Power" is not one of: Hydrogen Energy, Sustainability/);
  });

  it('names a cover image that does not exist', () => {
    write('blog/no-cover.md', post({ cover: '/images/missing.webp' }));
    expect(problemText()).toContain('content/blog/no-cover.md: "cover" points at /images/missing.webp, but public/images/missing.webp does not exist');
  });

  it('names misspelt fields, nested fields and the file of invalid YAML', () => {
    expectProblems(
      {
        'team/someone.yaml':
          'name: Someone\nrole: Engineer\nemail: not-an-address\nlinkedin: https://example.com/someone\ndescription: Builds plants.\nfocus: []\nimage:\n  src: /images/cover.webp\n  width: 10\n  height: 10\nnmae: typo\n',
        'faq/broken.yaml': 'title: [unclosed\n',
      },
      [
        'content/team/someone.yaml: "email" must be an e-mail address',
        'content/team/someone.yaml: "image.alt" is missing',
        'content/team/someone.yaml: "nmae" is not a known field',
        /content\/faq\/broken\.yaml:\d+ is not valid YAML/,
      ],
    );
  });

  it('names the file and line of an unquoted value containing ": " and shows it quoted', () => {
    expectProblems(
      {
        'blog/colon.md': post({}).replace('title: "A title"', 'title: BMP Testing: Know Your Feedstock'),
        'faq/colon.yaml': 'title: Biogas\nicon: biogas\nquestions:\n  - q: What is it?\n    a: Gas from waste: mostly methane\n',
      },
      [
        // Line 3 of the file: "---", then id, then title.
        'content/blog/colon.md:3 is not valid YAML: `title: BMP Testing: Know Your Feedstock`: a value containing ": " must be in quotes: title: "BMP Testing: Know Your Feedstock"',
        'content/faq/colon.yaml:5 is not valid YAML',
        'a: "Gas from waste: mostly methane"',
      ],
    );
  });

  it('says a list item containing ": " needs quotes', () => {
    write('openings/engineer.yaml', 'title: Engineer\nteam: Plants\nlocation: Pune\ntype: Full-time\nsummary: Builds plants.\nresponsibilities:\n  - Design: digesters and gas lines\nrequirements:\n  - A degree\n');
    expect(problemText()).toContain('content/openings/engineer.yaml: "responsibilities[0]" must be text; a value containing ": " must be in quotes: "Design: digesters and gas lines"');
  });

  it('lists openings newest first and names a closing date before the posting date, and a CTC band upside down', () => {
    const opening = (title: string, extra: string) =>
      `title: ${title}\nteam: Plants\nlocation: Pune\ntype: Full-time\nexperience: 2-4 years\n${extra}\nsummary: Builds plants.\nresponsibilities:\n  - Design digesters\nrequirements:\n  - A degree\n`;
    write('openings/older.yaml', opening('Older', 'ctc: as per norms\nposted: 2026-01-05\ncloses: 2026-02-05'));
    write('openings/newer.yaml', opening('Newer', 'ctc:\n  minLakh: 6\n  maxLakh: 9\nposted: 2026-03-01\ncloses: 2026-04-01'));
    expect(loadContent({ root, publicDir }).openings.map((o) => [o.title, o.ctc])).toEqual([
      ['Newer', { minLakh: 6, maxLakh: 9 }],
      ['Older', 'as per norms'],
    ]);
    write('openings/backwards.yaml', opening('Backwards', 'ctc:\n  minLakh: 9\n  maxLakh: 6\nposted: 2026-03-01\ncloses: 2026-02-01'));
    const message = problemText();
    expect(message).toContain('content/openings/backwards.yaml: "closes" must be after "posted"');
    expect(message).toContain('content/openings/backwards.yaml: "ctc');
  });

  it('gives a post without "cover" its default picture and the category\'s alt text', () => {
    mkdirSync(path.join(publicDir, 'images', 'blog'), { recursive: true });
    writeFileSync(path.join(publicDir, 'images', 'blog', 'post-3.webp'), 'x');
    write('blog/no-cover-fields.md', post({ id: 3, cover: '', coverAlt: '', category: 'Hydrogen Energy' }));
    const [only] = loadContent({ root, publicDir }).posts;
    expect(only?.imageUrl).toBe(defaultCoverPath(3));
    expect(only?.imageAlt).toBe(categoryCoverAlt['Hydrogen Energy']);
  });

  it('names the missing default cover and how it is drawn, and a cover without its alt text', () => {
    expectProblems({ 'blog/undrawn.md': post({ id: 9, cover: '', coverAlt: '' }), 'blog/own-picture.md': post({ id: 10, coverAlt: '' }) }, [
      'content/blog/undrawn.md: "cover" points at /images/blog/post-9.webp, but public/images/blog/post-9.webp does not exist (a post without "cover" gets a picture drawn from its category: `npm run media -- covers` or `npm run dev` draws it',
      'content/blog/own-picture.md: "coverAlt" is missing',
    ]);
  });

  it('checks a project by its status', () => {
    expectProblems(
      {
        'projects/plant.yaml': 'status: planned\nid: 1\ntitle: A plant\n',
        'projects/other.yaml':
          'status: current\nid: 1\ntitle: A plant\nlocation: Pune\nstartDate: 2025-01\nestimatedCompletion: 2026-01\nprogress: 140\ndescription: x\nteam: y\nimage:\n  src: /images/cover.webp\n  alt: A picture\n',
      },
      ['content/projects/plant.yaml: "status" "planned" is not allowed here', 'content/projects/other.yaml: "progress"'],
    );
  });
});
