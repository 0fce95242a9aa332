import Link from '@/components/ui/local-link';
import { PhoneFold } from '@/components/ui/phone-fold';
import { BuyingMap } from './buying-map';
import { buyingFrom, buyingPlantsCopy as copy, plantLink, type BuyingPlant } from '@/content/buying-plants';
import type { Feedstock } from '@/content/feedstock';
import { requestLocale } from '@/content/i18n';
import { fillTemplate, formatDateOrMonth } from '@/lib/format';

/**
 * The plants we buy for, on a map (./buying-map.tsx) and as cards: name and status tag,
 * operator and place, what the plant buys, where a load is weighed, and the page that tells
 * its story. Each card carries its marker's number, drawn as the marker is. The tag is the
 * accent colour while a plant buys and neutral (outlined) before it does, and says so in
 * words, so colour is never the only sign. The map stands over the cards, which stack on a
 * phone and stand two a row from `md` (a last card alone in its row takes the whole row, so
 * the grid ends cleanly); from `lg` the map stands beside a single column of cards and stays
 * in view while they scroll, so a marker and its card are seen together.
 */
export function BuyingPlants({ plants, feedstocks }: { plants: readonly BuyingPlant[]; feedstocks: readonly Feedstock[] }) {
  const locale = requestLocale();
  const nameOf = (id: string) => feedstocks.find((item) => item.id === id)?.name ?? id;
  return (
    <div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-10">
        <BuyingMap plants={plants} className="max-w-2xl lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]" />
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-1" role="list" data-testid="buying-plants">
          {plants.map((plant, i) => {
            const from = buyingFrom(plant);
            const link = plantLink(plant);
            const buying = plant.status === 'now';
            return (
              <li key={plant.id} data-plant={plant.id} data-status={plant.status} className="flex flex-col rounded-xl border border-border bg-bg p-5 md:[&:nth-child(odd):last-child]:col-span-2 lg:[&:nth-child(odd):last-child]:col-span-1">
                <p className="mb-2 flex items-center gap-2.5">
                  {/* The number of its marker on the map, drawn as the marker: filled while the plant buys, open before. */}
                  <span
                    aria-hidden="true"
                    data-testid="plant-number"
                    className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 border-brand text-sm font-bold tabular-nums ${buying ? 'bg-brand text-brand-fg' : 'text-fg'}`}
                  >
                    {i + 1}
                  </span>
                  <span
                    data-testid="plant-status"
                    className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${buying ? 'bg-brand-soft text-accent' : 'border border-border text-muted'}`}
                  >
                    <span aria-hidden="true" className={`size-2 rounded-full ${buying ? 'bg-brand' : 'border border-current'}`} />
                    {buying ? copy.statusLabels.now : fillTemplate(copy.statusLabels.commissioning, { month: from ? formatDateOrMonth(from, locale) : '' })}
                  </span>
                </p>
                <h3 className="text-lg font-semibold leading-snug text-fg">{plant.name}</h3>
                <p className="mt-1 text-sm leading-6 text-muted">
                  {plant.operator}
                  <span className="block">{fillTemplate(copy.place, { taluka: plant.taluka, district: plant.district })}</span>
                </p>
                <dl className="mt-4 grid gap-3 border-t border-border pt-4 text-sm">
                  <div>
                    <dt className="font-semibold text-fg">{copy.labels.buys}</dt>
                    <dd className="mt-1.5">
                      <ul className="flex flex-wrap gap-1.5" role="list">
                        {plant.buys.map((id) => (
                          <li key={id} data-feedstock={id} className="rounded-md bg-surface px-2 py-0.5 text-fg">
                            {nameOf(id)}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
                {/* On a phone where loads are weighed, and the plant's note, wait behind one tap: the cards
                    compare by name, status and what each buys. The summary names it there, the term from 48rem. */}
                <PhoneFold summary={copy.labels.weighbridge} className="mt-3 border-t border-border pt-1 text-sm md:border-0 md:pt-0" summaryClassName="text-sm">
                  <dl>
                    <dt className="font-semibold text-fg max-md:sr-only">{copy.labels.weighbridge}</dt>
                    <dd className="mt-0.5 leading-6 text-muted">{plant.weighbridge}</dd>
                  </dl>
                  {plant.note && <p className="mt-3 leading-6 text-muted">{plant.note}</p>}
                </PhoneFold>
                <p className="mt-auto pt-4">
                  <Link href={link.href} className="text-sm font-semibold text-accent underline-offset-2 hover:underline">
                    {copy.linkLabels[link.kind]}
                    {/* The page it lands on by its own title: a plant's story can be a pilot's run there. */}
                    {link.title ? `: ${link.title}` : <span className="sr-only">: {plant.name}</span>}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="mt-6 text-sm text-muted">
        {copy.map.text}{' '}
        <Link href={copy.map.href} className="font-semibold text-accent underline-offset-2 hover:underline">
          {copy.map.label}
        </Link>
      </p>
    </div>
  );
}
