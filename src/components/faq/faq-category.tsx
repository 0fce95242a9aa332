import type { FaqCategory as FaqCategoryData } from '@/content/faq';
import { FaqIcon } from './faq-icon';
import { FaqItem } from './faq-item';

/** A category heading with its questions. */
export function FaqCategory({ category }: { category: FaqCategoryData }) {
  const headingId = `${category.slug}-title`;
  return (
    <section id={category.slug} aria-labelledby={headingId} className="scroll-mt-[calc(var(--header-h)+1.5rem)]">
      <div className="mb-5 flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
          <FaqIcon icon={category.icon} />
        </span>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {category.title}
        </h2>
      </div>
      <div className="space-y-3">
        {category.questions.map((item, index) => (
          <FaqItem key={item.q} item={item} id={`${category.slug}-q${index + 1}`} />
        ))}
      </div>
    </section>
  );
}
