import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Comments point only at things in the repository. The product specification is
 * not in it, so a comment citing one of its numbered sections cannot be
 * checked by the next reader: state the rule itself instead.
 */
const noSpecCitation = {
  meta: { type: 'problem', messages: { cite: 'Comment cites a section of a document outside the repository ("{{text}}"); state the rule itself.' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = /\bspec\b[^\n]{0,20}§|§\s*\d/i.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'cite', data: { text: match[0] } });
        }
      },
    };
  },
};

/** Data never imports views: content and lib modules own their shapes; components import them. */
const noViewImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '(^@/components(/|$)|(^|/)components(/|$))',
          message: 'Content and lib modules must not import components (data never imports views): move the shape to src/content/types.ts or src/lib/.',
        },
      ],
    },
  ],
};

/** lib is the ground floor: content imports lib, never the other way (pass the data in). */
const libPattern = {
  regex: '(^@/content(/|$)|(^|/)content(/|$))',
  message: 'lib modules must not import content: take the data as a parameter (src/content/metadata.ts shows the pattern).',
};
const noContentImportsFromLib = {
  'no-restricted-imports': [
    'error',
    { patterns: [...noViewImports['no-restricted-imports'][1].patterns, libPattern] },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures receive a `use` callback that is not React's hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['src/content/**'], rules: noViewImports },
  // A unit test beside a lib module may read the real content it is checked against.
  { files: ['src/lib/**'], ignores: ['src/lib/**/*.test.ts'], rules: noContentImportsFromLib },
  { files: ['src/lib/**/*.test.ts'], rules: noViewImports },
  { plugins: { local: { rules: { 'no-spec-citation': noSpecCitation } } }, rules: { 'local/no-spec-citation': 'error' } },
  { ignores: ['.next/**', 'node_modules/**', 'public/**', 'reports/**', 'test-results/**', 'next-env.d.ts', 'bench/floor/**'] },
];
export default config;
