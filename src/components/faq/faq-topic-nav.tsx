import { InPageNav } from '@/components/ui/in-page-nav';
import type { FaqCategory } from '@/content/faq';
import { FaqIcon } from './faq-icon';

/** Links to the FAQ topics (content/faq/): a sticky list beside the questions on wide screens, chips on phones. */
export function FaqTopicNav({ categories, title }: { categories: FaqCategory[]; title: string }) {
  return (
    <InPageNav
      id="faq-topics-title"
      title={title}
      listClassName="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1"
      linkClassName="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-bg px-4 text-sm font-medium hover:border-brand hover:text-brand lg:w-full lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3 lg:hover:bg-surface"
      links={categories.map((c) => ({
        id: c.slug,
        label: (
          <>
            <FaqIcon icon={c.icon} className="size-4 text-brand" />
            {c.title}
            <span className="text-xs text-muted">({c.questions.length})</span>
          </>
        ),
      }))}
    />
  );
}
