import type { HomeService } from '@/content/home';

const paths: Record<HomeService['icon'] | 'plant' | 'check' | 'phone' | 'mail' | 'arrow', string> = {
  flask: 'M9 3h6M10 3v6.2L4.6 18.4A1.7 1.7 0 0 0 6.1 21h11.8a1.7 1.7 0 0 0 1.5-2.6L14 9.2V3M7.5 15h9',
  microbe: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0-5v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.1 2.1m8.6 8.6 2.1 2.1m0-12.8-2.1 2.1m-8.6 8.6-2.1 2.1',
  atom: 'M12 12h.01M4.5 4.5c2-2 7.4.9 11.9 5.4s7.4 9.9 5.4 11.9-7.4-.9-11.9-5.4S2.5 6.5 4.5 4.5Zm15 0c2 2-.9 7.4-5.4 11.9S4.5 23.8 2.5 21.8M19.5 4.5c-2-2-7.4.9-11.9 5.4',
  gauge: 'M12 14l4-4M3.3 17a9 9 0 1 1 17.4 0M7 17h10',
  leaf: 'M5 21c0-9 5-15 15-16-1 10-7 15-16 15m1-1 7-7',
  recycle: 'M7 19H4.8a1.8 1.8 0 0 1-1.6-2.7L5.5 12M11 19h8.2a1.8 1.8 0 0 0 1.6-2.7L18.5 13M9.5 6.5 11 4a1.8 1.8 0 0 1 3 0l2.5 4.2M14 16l-3 3 3 3M8.5 10 5.5 12 3 9.5M16.5 8.2l.5-3.7 3.5 1.3',
  // A digester's dome beside a gas-cylinder cascade, on one base line: the CBG plant card.
  plant: 'M3 20h18M4 20v-6a4 4 0 0 1 8 0v6M15 20V9a1.5 1.5 0 0 1 3 0v11M18 20v-8a1.5 1.5 0 0 1 3 0v8',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  phone: 'M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  arrow: 'M5 12h14m-5-5 5 5-5 5',
};

export type IconName = keyof typeof paths;

/** Line icons used on the home page (decorative: always aria-hidden). */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={paths[name]} />
    </svg>
  );
}
