import type { ServiceIconName } from '@/content/services';

/** Stroke paths (24 × 24 grid) of the Services section's icons. */
const paths: Record<ServiceIconName, string[]> = {
  flask: ['M9 3h6', 'M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3', 'M7.5 15h9'],
  microscope: ['M6 21h12', 'M9 18a6 6 0 0 0 9-5', 'M10 4l4 2-3 6-4-2z', 'M9 12l-1.5 3', 'M12 14h4'],
  atom: ['M12 12h.01', 'M20.2 20.2c2-2-.6-7.9-5.8-13.1S3.8 1.8 1.8 3.8s.6 7.9 5.8 13.1 11.1 8 12.6 3.3', 'M3.8 20.2c-2-2 .6-7.9 5.8-13.1s11.1-7.4 13.1-5.4-.6 7.9-5.8 13.1-11.1 7.4-13.1 5.4'],
  leaf: ['M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z', 'M2 21c0-3 1.9-5.4 5.1-6C9.5 14.5 12 13 13 12'],
  gauge: ['M12 14l4-4', 'M3.3 19a10 10 0 1 1 17.4 0', 'M7 14h.01', 'M12 7h.01', 'M17 14h.01'],
  chat: ['M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z', 'M8 11h8', 'M8 14h5'],
  beaker: ['M4.5 3h15', 'M6 3v16a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V3', 'M6 14h12'],
  chart: ['M3 3v18h18', 'M7 15l4-4 3 3 5-6'],
  report: ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5', 'M9 13h6', 'M9 17h6'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4'],
  clock: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'],
  users: ['M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2', 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M22 21v-2a4 4 0 0 0-3-3.9', 'M16 3.1a4 4 0 0 1 0 7.8'],
  certificate: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.2 13.9L7 22l5-3 5 3-1.2-8.1'],
  lock: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4'],
  flame: ['M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.4-.5-2-1-3-1.1-2.1-.2-4.1 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.2.4-2.3 1-3.3.3 1.6 1.4 2.8 2.5 2.8z'],
  droplet: ['M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5S12.5 5.5 12 3c-.5 2.5-2 4.9-4 6.5S5 13 5 15a7 7 0 0 0 7 7z'],
  recycle: ['M7 19H4.8a1.8 1.8 0 0 1-1.6-2.7L7.2 9.5', 'M11 19h8.2a1.8 1.8 0 0 0 1.6-2.7l-1.2-2', 'M14 16l-3 3 3 3', 'M8.3 13.6L7.2 9.5 3.1 10.6', 'M9.3 5.6l1.1-1.9a1.8 1.8 0 0 1 3.1 0l3.9 6.9', 'M13.4 9.4l4.1 1.1 1.1-4.1'],
  spark: ['M13 2L3 14h9l-1 8 10-12h-9z'],
  biohazard: ['M12 12h.01', 'M12 3a4 4 0 0 1 2.4 7.2', 'M12 3a4 4 0 0 0-2.4 7.2', 'M5.3 18.3a4 4 0 0 1 2.1-6.9', 'M5.3 18.3a4 4 0 0 0 6.1 1.4', 'M18.7 18.3a4 4 0 0 0-2.1-6.9', 'M18.7 18.3a4 4 0 0 1-6.1 1.4'],
  factory: ['M2 20h20', 'M4 20V10l5 3V10l5 3V6l6 3v11'],
};

/** A decorative line icon; the text next to it carries the meaning. */
export function ServiceIcon({ name, className = 'size-6' }: { name: ServiceIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function CheckIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function ArrowIcon({ className = 'size-4', direction = 'right' }: { className?: string; direction?: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${className} ${direction === 'left' ? 'rotate-180' : ''}`}
    >
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  );
}
