import type { ReactNode } from 'react';

/** The content editor's own document (development only, like the editor itself). */
export default function KeystaticLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
