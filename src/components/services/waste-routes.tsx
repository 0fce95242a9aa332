import { wasteRoutes as copy, wasteServices } from '@/content/waste-management';
import { ServiceIcon } from './service-icon';

const arrow =
  "lg:after:absolute lg:after:-right-4 lg:after:top-1/2 lg:after:h-3 lg:after:w-3 lg:after:-translate-y-1/2 lg:after:bg-brand lg:after:content-[''] lg:after:[clip-path:polygon(0_0,100%_50%,0_100%)] lg:last:after:hidden";

/**
 * Where each waste stream goes, as swim lanes: a lane per stream (with its
 * service's icon), a cell per stage from the source to what comes out, joined by
 * arrows on wide screens. On a phone each lane reads top to bottom with the
 * stage named in every cell; on wide screens the stages head the columns once.
 * A Server Component; every cell is text.
 */
export function WasteRoutes() {
  return (
    <figure aria-labelledby="waste-routes-caption" className="m-0">
      <div aria-hidden="true" className="hidden gap-6 pb-3 lg:grid lg:grid-cols-[9rem_repeat(5,minmax(0,1fr))]">
        <span />
        {copy.stages.map((stage) => (
          <span key={stage} className="text-xs font-semibold uppercase tracking-wider text-muted">{stage}</span>
        ))}
      </div>
      <div className="space-y-6 lg:space-y-4">
        {copy.lanes.map((lane) => {
          const icon = wasteServices.find((s) => s.id === lane.service)?.icon ?? 'recycle';
          return (
            <div key={lane.id} className="grid gap-3 rounded-xl border border-border bg-bg p-4 lg:grid-cols-[9rem_minmax(0,1fr)] lg:gap-6 lg:border-0 lg:bg-transparent lg:p-0">
              <h3 id={`route-${lane.id}`} className="flex items-center gap-2.5 font-bold leading-snug lg:self-center">
                <ServiceIcon name={icon} className="size-5 shrink-0 text-brand" />
                {lane.name}
              </h3>
              <ol className="grid gap-2 lg:grid-cols-5 lg:gap-6">
                {lane.cells.map((cell, i) => (
                  <li
                    key={copy.stages[i]}
                    className={`relative border-l-2 pl-3 text-base leading-6 sm:text-sm lg:flex lg:items-center lg:rounded-lg lg:border lg:px-3 lg:py-2.5 ${
                      i === lane.cells.length - 1 ? 'border-brand font-semibold lg:bg-brand-soft/50' : 'border-border lg:bg-bg'
                    } ${arrow}`}
                  >
                    <span className="block text-xs font-semibold uppercase tracking-wider text-muted lg:sr-only">{copy.stages[i]}</span>
                    <span className="sr-only">: </span>
                    {cell}
                  </li>
                ))}
              </ol>
            </div>
          );
        })}
      </div>
      <figcaption id="waste-routes-caption" className="mt-4 text-sm text-muted">
        {copy.caption}
      </figcaption>
    </figure>
  );
}
