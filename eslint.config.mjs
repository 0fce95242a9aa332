import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures receive a `use` callback that is not React's hook.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { ignores: ['.next/**', 'node_modules/**', 'public/**', 'reports/**', 'test-results/**', 'next-env.d.ts', 'bench/floor/**'] },
];
export default config;
