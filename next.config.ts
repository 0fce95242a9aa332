import type { NextConfig } from 'next';
import { securityHeaders } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
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

export default nextConfig;
