/**
 * Short titled texts as a grid of cards, each a heading and its sentence:
 * the reasons to join and the benefits on /career. Grid, card and heading
 * styles come from the caller.
 */
export function TextCards({
  items,
  className,
  cardClassName,
  titleClassName,
}: {
  items: readonly { title: string; description: string }[];
  className: string;
  cardClassName: string;
  titleClassName: string;
}) {
  return (
    <ul className={className} role="list">
      {items.map((item) => (
        <li key={item.title} className={cardClassName} data-reveal>
          <h3 className={titleClassName}>{item.title}</h3>
          <p className="mt-2 leading-7 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
