import Link from '@/components/ui/local-link';
import { ArrowLeftIcon } from './icons';

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold text-brand hover:underline"
    >
      <ArrowLeftIcon />
      {label}
    </Link>
  );
}
