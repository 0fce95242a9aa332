import type { FaqIcon as FaqIconName } from '@/content/faq';

const paths: Record<FaqIconName, React.ReactNode> = {
  hydrogen: (
    <>
      <circle cx="8" cy="12" r="4.5" />
      <circle cx="16" cy="12" r="4.5" />
      <path d="M6.5 10v4M9.5 10v4M6.5 12h3M14.8 10.5c.4-.4 2.4-.6 2.4.8 0 1.3-2.4 2.2-2.4 2.7h2.6" />
    </>
  ),
  biogas: <path d="M12 21c-3.9 0-6.5-2.6-6.5-6 0-4.3 4-6.3 4.5-11 3 2.2 4.2 4.6 4 7 .9-.7 1.5-1.8 1.7-3 1.9 1.8 2.8 4.3 2.8 6.7 0 3.6-2.6 6.3-6.5 6.3Z" />,
  cng: (
    <>
      <path d="M4 20V6a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v14M3 20h12M6.5 8h5" />
      <path d="M14 10h2a2 2 0 0 1 2 2v4.5a1.5 1.5 0 0 0 3 0V9l-3-3" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19c0-8.5 5-13.5 15-14-.5 10-5.5 15-14 15" />
      <path d="M5 19c3-4 6-6.5 10-8.5" />
    </>
  ),
};

/** Decorative icon for an FAQ category. */
export function FaqIcon({ icon, className = 'size-6' }: { icon: FaqIconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" strokeLinejoin="round" className={className}>
      {paths[icon]}
    </svg>
  );
}
