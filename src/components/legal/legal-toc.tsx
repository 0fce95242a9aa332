import { InPageNav } from '@/components/ui/in-page-nav';
import type { LegalSection } from '@/content/legal';

/** Numbered table of contents linking to each section of a legal page. */
export function LegalToc({ sections, title }: { sections: LegalSection[]; title: string }) {
  return (
    <InPageNav
      id="legal-toc-title"
      title={title}
      ordered
      className="rounded-2xl border border-border bg-surface p-5"
      listClassName="mt-3 space-y-0.5 text-sm"
      linkClassName="flex min-h-9 items-start gap-2 rounded-md px-2 py-1.5 leading-5 hover:bg-surface-2 hover:text-brand"
      links={sections.map((section, index) => ({
        id: section.id,
        label: (
          <>
            <span className="w-5 shrink-0 font-semibold tabular-nums text-brand">{index + 1}.</span>
            <span>{section.title}</span>
          </>
        ),
      }))}
    />
  );
}
