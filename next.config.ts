import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { securityHeaders } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // One root layout per language tree (src/app/(site), src/app/[lang]) and the workspace's:
  // an address that matches none gets src/app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  images: {
    // WebP only: the sources are pre-generated WebP, and encoding AVIF on a page's
    // first, uncached request took seconds on a busy server (it delayed the LCP).
    formats: ['image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  async redirects() {
    return [{ source: '/blog', destination: '/blogs', permanent: true }];
  },
};

/**
 * Files named *.dev.tsx / *.dev.ts are routes of `next dev` only: the content
 * editor (src/app/keystatic, src/app/api/keystatic), which writes to the working
 * tree without sign-in. A production build does not see them, so /keystatic is
 * a plain 404 there and no editor code is built.
 */
export default function config(phase: string): NextConfig {
  const extensions = ['tsx', 'ts', 'jsx', 'js'];
  return { ...nextConfig, pageExtensions: phase === PHASE_DEVELOPMENT_SERVER ? [...extensions.map((e) => `dev.${e}`), ...extensions] : extensions };
}
