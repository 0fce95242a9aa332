import type { ReactNode } from 'react';

const variants = {
  /** A team member: the portrait is the picture across the top. */
  member: {
    body: 'flex flex-1 flex-col p-6',
    topics: 'mt-4 flex flex-wrap gap-2',
    topic: 'rounded-full bg-surface px-3 py-1 text-xs font-medium text-fg',
  },
  /** A collaborator: the organisation's picture across the top, the person's portrait beside the name. */
  partner: {
    body: 'flex flex-1 flex-col p-6 sm:p-8',
    topics: 'mt-5 flex flex-wrap gap-2',
    topic: 'rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent',
  },
};

/**
 * A person on the team and collaborations pages: a picture, their name and
 * role, a description, their topics as chips, then the links (`children`).
 */
export function PersonCard({
  variant,
  media,
  portrait,
  name,
  role,
  description,
  topics,
  children,
}: {
  variant: keyof typeof variants;
  media: ReactNode;
  /** A small portrait beside the name. */
  portrait?: ReactNode;
  name: string;
  role: string;
  description: string;
  /** `label` names the list for assistive technology. */
  topics: { label: string; items: readonly string[] };
  children: ReactNode;
}) {
  const styles = variants[variant];
  const heading = (
    <>
      <h3 className="text-xl font-bold text-fg">{name}</h3>
      <p className="mt-1 text-sm font-semibold text-brand">{role}</p>
    </>
  );
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-bg shadow-sm transition-shadow hover:shadow-lg" data-reveal>
      {media}
      <div className={styles.body}>
        {portrait ? (
          <div className="flex items-center gap-4">
            {portrait}
            <div className="min-w-0">{heading}</div>
          </div>
        ) : (
          heading
        )}
        <p className="mt-4 flex-1 leading-7 text-muted">{description}</p>
        <ul className={styles.topics} aria-label={topics.label}>
          {topics.items.map((item) => (
            <li key={item} className={styles.topic}>
              {item}
            </li>
          ))}
        </ul>
        {children}
      </div>
    </article>
  );
}
