import { KeystaticEditor } from '../editor.dev';

/**
 * /keystatic: the content editor, in development only (next.config.ts builds
 * *.dev.tsx pages under `next dev` alone, so a production build has no such route).
 */
export default function KeystaticPage() {
  return <KeystaticEditor />;
}
