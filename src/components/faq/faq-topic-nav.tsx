import type { FaqCategory } from '@/content/faq';
import { FaqIcon } from './faq-icon';

/** Links to the FAQ topics (content/faq/): a sticky list beside the questions on wide screens, chips on phones. */
export function FaqTopicNav({ categories, title }: { categories: FaqCategory[]; title: string }) {
  return (
    <nav aria-labelledby="faq-topics-title" className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
      <h2 id="faq-topics-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {categories.map((c) => (
          <li key={c.slug}>
            <a
              href={`#${c.slug}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-bg px-4 text-sm font-medium hover:border-brand hover:text-brand lg:w-full lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3 lg:hover:bg-surface"
            >
              <FaqIcon icon={c.icon} className="size-4 text-brand" />
              {c.title}
              <span className="text-xs text-muted">({c.questions.length})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
