// Every repository path named in a code comment, in docs/ or in the README must exist,
// so a comment or decision record never sends the next engineer to a file that moved.
// A path that is a prefix of real files counts (`src/server/db/`, `docs/decisions/012-`);
// globs and placeholders count up to their first wildcard (`content/blog/*.md`,
// `public/images/blog/post-{id}.webp`). Run by `npm test`; exits 1 and lists each miss.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const ROOTS = ['src', 'tools', 'tests', 'docs', 'content', 'public', 'bench', '.ci'];
const PATH_RE = new RegExp(String.raw`(?<![\w/.@-])(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\w.\-/\[\]()@*{}]*`, 'g');

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/** The comments of a JavaScript/TypeScript file, read by TypeScript's own scanner. */
function scriptComments(text, file) {
  const variant = /\.(tsx|jsx)$/.test(file) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const out = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      out.push({ text: scanner.getTokenText(), pos: scanner.getTokenStart() });
    }
  }
  return out;
}

function commentsOf(file, text) {
  if (/\.(m?[jt]sx?|cjs)$/.test(file)) return scriptComments(text, file);
  if (/\.css$/.test(file)) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], pos: m.index }));
  if (/\.(sh|ya?ml)$/.test(file) || file === '.ci/run') {
    return [...text.matchAll(/(^|\s)#.*$/gm)].map((m) => ({ text: m[0], pos: m.index }));
  }
  if (/\.md$/.test(file)) return [{ text, pos: 0 }];
  return [];
}

function exists(path) {
  const cut = path.search(/[*{]/);
  const stem = (cut === -1 ? path : path.slice(0, cut)).replace(/[.)\]]+$/, '');
  return tracked.some((f) => f.startsWith(stem));
}

const scanned = tracked.filter(
  (f) =>
    (/\.(m?[jt]sx?|cjs|css|sh|ya?ml)$/.test(f) || f === '.ci/run' || f.startsWith('docs/') || f === 'README.md') &&
    !f.startsWith('public/') &&
    !f.startsWith('content/'),
);

const misses = [];
for (const file of scanned) {
  const text = readFileSync(file, 'utf8');
  for (const comment of commentsOf(file, text)) {
    for (const m of comment.text.matchAll(PATH_RE)) {
      const path = m[0];
      if (!exists(path)) {
        const line = text.slice(0, comment.pos + m.index).split('\n').length;
        misses.push(`${file}:${line}: ${path.replace(/[.)\]]+$/, '')}`);
      }
    }
  }
}

if (misses.length) {
  console.error(`Paths named in comments or docs that are not in the repository (${misses.length}):`);
  for (const m of misses) console.error(`  ${m}`);
  process.exit(1);
}
console.log(`check-paths: every repository path named in ${scanned.length} files exists`);
