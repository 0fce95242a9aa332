import Link from '@/components/ui/local-link';

/** A quiet text link on to another page or section, with an arrow after its words. */
export function ArrowLink({ href, label, className = '' }: { href: string; label: string; className?: string }) {
  return (
    <p className={className}>
      <Link href={href} className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand hover:underline">
        {label}
        <span aria-hidden="true">→</span>
      </Link>
    </p>
  );
}
