import type { LegalSection } from '@/content/legal';

/** Numbered table of contents linking to each section of a legal page. */
export function LegalToc({ sections, title }: { sections: LegalSection[]; title: string }) {
  return (
    <nav aria-labelledby="legal-toc-title" className="rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
      <h2 id="legal-toc-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
        {title}
      </h2>
      <ol className="mt-3 space-y-0.5 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="flex min-h-9 items-start gap-2 rounded-md px-2 py-1.5 leading-5 hover:bg-surface-2 hover:text-brand">
              <span className="w-5 shrink-0 font-semibold tabular-nums text-brand">{index + 1}.</span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
