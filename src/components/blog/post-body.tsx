import Markdown, { type Components } from 'react-markdown';

/**
 * A post's Markdown body, rendered on the server while the page is prerendered
 * (no client JavaScript). react-markdown builds React elements, so text is
 * escaped; raw HTML in a content file is dropped (no rehype-raw), and link and
 * image addresses pass its default URL filter (no `javascript:` links).
 */
/** The element's own props, without the syntax-tree node react-markdown passes along. */
function domProps<P extends { node?: unknown }>(props: P): Omit<P, 'node'> {
  const rest = { ...props };
  delete rest.node;
  return rest;
}

const components: Components = {
  // The page title is the only h1; a "#" heading in a post becomes a section heading.
  h1: (props) => <h2 className="tracking-tight" {...domProps(props)} />,
  h2: (props) => <h2 className="tracking-tight" {...domProps(props)} />,
  h3: (props) => <h3 className="tracking-tight" {...domProps(props)} />,
  ul: (props) => <ul className="space-y-2 marker:text-brand" {...domProps(props)} />,
  ol: (props) => <ol className="space-y-2 marker:font-semibold marker:text-brand" {...domProps(props)} />,
  blockquote: (props) => <blockquote className="border-l-4 border-brand bg-surface py-3 pl-5 pr-4 italic text-fg" {...domProps(props)} />,
  // Pictures inside an article have no known size, so they load lazily at the column's width.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  img: (props) => <img loading="lazy" decoding="async" className="h-auto w-full rounded-xl" {...domProps(props)} />,
};

export function PostBody({ markdown }: { markdown: string }) {
  return (
    <div className="prose-body text-lg text-fg">
      <Markdown components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
