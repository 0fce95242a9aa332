import type { ReactNode } from 'react';
import './globals.css';

/*
 * Each tree renders its own <html>: the English pages (`(site)/layout.tsx`), the
 * Hindi and Marathi pages (`[lang]/layout.tsx`, with their `lang`), the staff
 * workspace (`staff/layout.tsx`, without the public header and footer) and the
 * not-found page of addresses that match no route (`not-found.tsx`). This root
 * only carries the stylesheet they share.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
