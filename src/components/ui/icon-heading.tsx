import type { ReactNode } from 'react';

/**
 * A heading led by its icon in a rounded square: the FAQ topics and the
 * service cards. `iconClassName` adds to the square's colours (the contract
 * R&D card recolours it when its photo fails).
 */
export function IconHeading({
  heading: Heading,
  id,
  icon,
  className = 'flex items-center gap-3',
  iconClassName,
  titleClassName,
  children,
}: {
  heading: 'h2' | 'h3';
  id: string;
  icon: ReactNode;
  className?: string;
  iconClassName?: string;
  titleClassName: string;
  children: ReactNode;
}) {
  const square = 'grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand';
  return (
    <div className={className}>
      <span className={iconClassName ? `${square} ${iconClassName}` : square}>{icon}</span>
      <Heading id={id} className={titleClassName}>
        {children}
      </Heading>
    </div>
  );
}
