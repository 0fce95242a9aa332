import type { BlogBlock } from '@/content/blog';

/** A post's body from typed blocks. React escapes all text, so content can never inject markup. */
export function PostBody({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="prose-body text-lg text-fg">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'p':
            return <p key={i}>{block.text}</p>;
          case 'h2':
            return (
              <h2 key={i} className="tracking-tight">
                {block.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i} className="tracking-tight">
                {block.text}
              </h3>
            );
          case 'ul':
            return (
              <ul key={i} className="space-y-2 marker:text-brand">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={i} className="space-y-2 marker:font-semibold marker:text-brand">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ol>
            );
          case 'quote':
            return (
              <blockquote key={i} className="border-l-4 border-brand bg-surface py-3 pl-5 pr-4 italic text-fg">
                {block.text}
              </blockquote>
            );
        }
      })}
    </div>
  );
}
