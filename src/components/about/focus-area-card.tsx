import type { FocusArea } from '@/content/research';
import { IconBadge } from './icon';

/** A research focus area with its list of projects. */
export function FocusAreaCard({ area, projectsHeading }: { area: FocusArea; projectsHeading: string }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-border bg-bg p-6 shadow-sm sm:p-8" data-reveal>
      <div className="flex items-center gap-4">
        <IconBadge name={area.icon} tone={area.icon === 'hydrogen' ? 'accent' : 'brand'} />
        <h3 className="text-2xl font-bold text-fg">{area.title}</h3>
      </div>
      <p className="mt-4 leading-7 text-muted">{area.summary}</p>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand">{projectsHeading}</h4>
      <ul className="mt-3 divide-y divide-border">
        {area.projects.map((project) => (
          <li key={project.title} className="py-3">
            <p className="font-semibold text-fg">{project.title}</p>
            <p className="mt-1 text-sm leading-6 text-muted">{project.detail}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
