import Link from '@/components/ui/local-link';
import type { LegalDocument as LegalDocumentData } from '@/content/legal';
import { legalCopy } from '@/content/legal';
import { formatDateLong } from '@/lib/format';
import { requestLocale } from '@/content/i18n';
import { englishPath } from '@/lib/i18n';
import { LegalBlock } from './legal-block';
import { LegalToc } from './legal-toc';

/** A legal page body: effective date, summary, table of contents and numbered sections. */
export function LegalDocument({ doc, related, path }: { doc: LegalDocumentData; related: { href: string; label: string }; path: string }) {
  const translated = requestLocale() !== 'en';
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[17rem_1fr] lg:gap-12 lg:px-8">
      <aside>
        <LegalToc sections={doc.sections} title={legalCopy.tocTitle} />
      </aside>
      <article className="min-w-0 max-w-3xl">
        {translated ? (
          <p className="mb-4 rounded-xl border border-border bg-surface p-4 text-sm" data-testid="translation-notice">
            {legalCopy.translationNotice.text}{' '}
            {/* A plain link: the English page is another document (its own root layout). */}
            <a href={englishPath(path)} hrefLang="en" className="font-semibold text-brand underline-offset-2 hover:underline">
              {legalCopy.translationNotice.link}
            </a>
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {legalCopy.effectiveLabel}:{' '}
          <time dateTime={doc.effectiveDate} className="font-semibold text-fg">
            {formatDateLong(doc.effectiveDate, requestLocale())}
          </time>
        </p>
        <div className="mt-4 rounded-2xl border-l-4 border-brand bg-brand-soft/60 p-5 leading-7">
          <p>
            <strong>{legalCopy.summaryLabel}. </strong>
            {doc.summary}
          </p>
        </div>
        {doc.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="prose-body mt-10 scroll-mt-[calc(var(--header-h)+1.5rem)] text-fg/90"
          >
            <h2 id={`${section.id}-title`} className="!mt-0 flex gap-3 tracking-tight text-fg">
              <span className="text-brand tabular-nums">{index + 1}.</span>
              <span>{section.title}</span>
            </h2>
            {section.blocks.map((block, i) => (
              <LegalBlock key={i} block={block} />
            ))}
          </section>
        ))}
        <p className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-border pt-6 text-sm">
          <a href="#page-title" className="font-semibold text-brand hover:underline">
            {legalCopy.backToTop}
          </a>
          <Link href={related.href} className="font-semibold text-brand hover:underline">
            {related.label}
          </Link>
        </p>
      </article>
    </div>
  );
}
