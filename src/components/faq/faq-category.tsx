import { IconHeading } from '@/components/ui/icon-heading';
import type { FaqCategory as FaqCategoryData } from '@/content/faq';
import { FaqIcon } from './faq-icon';
import { FaqItem } from './faq-item';

/** A category heading with its questions. */
export function FaqCategory({ category }: { category: FaqCategoryData }) {
  const headingId = `${category.slug}-title`;
  return (
    <section id={category.slug} aria-labelledby={headingId} className="scroll-mt-[calc(var(--header-h)+1.5rem)]">
      <IconHeading heading="h2" id={headingId} icon={<FaqIcon icon={category.icon} />} className="mb-5 flex items-center gap-3" titleClassName="text-2xl font-bold tracking-tight">
        {category.title}
      </IconHeading>
      <div className="space-y-3">
        {category.questions.map((item, index) => (
          <FaqItem key={item.q} item={item} id={`${category.slug}-q${index + 1}`} />
        ))}
      </div>
    </section>
  );
}
