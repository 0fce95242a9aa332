import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';

/** The content editor's document (development only, like the editor itself). */
export default function EditorLayout({ children }: { children: ReactNode }) {
  return <Document locale="en">{children}</Document>;
}
