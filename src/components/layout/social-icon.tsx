import type { ReactNode } from 'react';
import type { SocialLink } from '@/content/company';

/** Simple line icons, drawn here so no icon font or third-party asset is loaded. */
export function SocialIcon({ kind }: { kind: SocialLink['kind'] }) {
  const common = { 'aria-hidden': true, viewBox: '0 0 24 24', className: 'h-5 w-5', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8 } as const;
  return <svg {...common}>{shapes[kind]}</svg>;
}

const shapes: Record<SocialLink['kind'], ReactNode> = {
  video: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="m10 9.5 4.5 2.5-4.5 2.5z" fill="currentColor" />
    </>
  ),
  photos: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" />
    </>
  ),
  professional: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.7 1-2.6 2.4-2.6 1.4 0 2.1.9 2.1 2.6V16" strokeLinecap="round" />
    </>
  ),
};
