import type { IconName } from '@/content/about';

/** Line icons for the About pages, drawn here so no icon font or third-party asset loads. Always decorative. */
const paths: Record<IconName, string> = {
  flask: 'M9 3h6M10 3v6.5L4.8 18.2A1.8 1.8 0 0 0 6.3 21h11.4a1.8 1.8 0 0 0 1.5-2.8L14 9.5V3M7.5 15h9',
  hydrogen: 'M7 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM17 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM10.5 12h3',
  flame: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.6 2-4.6.3 1.6 1 2.6 2 3.1C11 8.5 11.5 5.5 12 3Z',
  leaf: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7',
  factory: 'M3 21V10l5 3V10l5 3V6l8 4v11H3ZM7 17h2M12 17h2M17 17h1',
  recycle: 'M7.5 8.5 10 4.2a2 2 0 0 1 3.5 0l1.7 3M17.5 11l2.3 4a2 2 0 0 1-1.7 3H15M9 18H5.9a2 2 0 0 1-1.7-3l1.6-2.8M15 7.5l.2-3.2 3 1.3M15 21l-2.5-3 2.5-2.5M4.5 10.5l3 1.2.5-3.2',
  microscope: 'M6 21h12M9 17h6M10 3l4 1.5-3 8L7 11l3-8ZM12.5 12.5A5 5 0 0 1 15 21',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18.5 14.5a6.5 6.5 0 0 1 3 5.5',
  gauge: 'M12 20a8 8 0 1 1 8-8M12 12l4-4M4 12h1.5M12 4v1.5M18.5 12H20M8 20h8',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9ZM12 12.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1Z',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  sparkles: 'M10 3.5 11.8 8.2 16.5 10l-4.7 1.8L10 16.5l-1.8-4.7L3.5 10l4.7-1.8L10 3.5ZM18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9L18 14Z',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3Z',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12ZM8.5 13.8 7 21l5-2.5 5 2.5-1.5-7.2',
  handshake: 'M2.5 11 6 7.5l3 1 3-2 3.5 1L21.5 11M6 7.5v6l5 4.5a1.4 1.4 0 0 0 2-2M13 16l1.5 1.5a1.4 1.4 0 0 0 2-2L15 14M16.5 15.5a1.4 1.4 0 0 0 2-2l-3.5-3.5-2 1.5a1.6 1.6 0 0 1-2.2-2.3L12 8',
  calendar: 'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-12ZM4 10h16M8 3v4M16 3v4',
  truck: 'M2.5 6h11v10h-11zM13.5 10h4l3 3v3h-7M6.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  book: 'M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2V5ZM4 20a2 2 0 0 0 2 2h14v-4',
};

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}

/** The icon in a soft rounded square, as used on cards. */
export function IconBadge({ name, tone = 'brand' }: { name: IconName; tone?: 'brand' | 'accent' }) {
  return (
    <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tone === 'brand' ? 'bg-brand-soft text-brand' : 'bg-accent-soft text-accent'}`}>
      <Icon name={name} />
    </span>
  );
}

/** Small inline icons for links. */
export function MailIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d="M3.5 6.5h17v11h-17zM3.5 7l8.5 6 8.5-6" />
    </svg>
  );
}

export function ExternalIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
