import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `next` and React live in the repository's node_modules, two folders up.
  turbopack: { root: path.resolve(here, '..', '..') },
};

export default nextConfig;
