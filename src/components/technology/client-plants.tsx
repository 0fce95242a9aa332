import { ArrowLink } from '@/components/ui/arrow-link';
import { PhoneFold } from '@/components/ui/phone-fold';
import { buyingFrom, buyingPlants, buyingPlantsCopy, clientPlantAnchor, clientPlants } from '@/content/buying-plants';
import { feedstocks } from '@/content/feedstock';
import { clientPlantsCopy } from '@/content/technology-cbg';
import { fillTemplate } from '@/lib/format';

/**
 * /technology/cbg-production: the client plants /feedstock buys for that no project page tells,
 * each at its own anchor (the target of its card's link there): where it stands, since when, what
 * it takes and what we did.
 */
export function ClientPlants() {
  const plants = clientPlants();
  if (plants.length === 0) return null;
  const c = clientPlantsCopy;
  const nameOf = (id: string) => feedstocks.find((item) => item.id === id)?.name ?? id;
  // A plant being commissioned is on /feedstock before it runs: said here, so the two pages name the same plants.
  const commissioning = buyingPlants.flatMap((plant) => {
    const from = buyingFrom(plant);
    return from ? [{ place: plant.taluka, year: from.slice(0, 4) }] : [];
  });
  return (
    <div className="mt-12">
      <h3 className="text-xl font-semibold tracking-tight text-fg">{c.title}</h3>
      <p className="mt-2 max-w-[65ch] text-muted">{c.intro}</p>
      <div className="even-grid mt-6 gap-6">
        {plants.map((plant) => (
          <article key={plant.id} id={clientPlantAnchor(plant)} aria-labelledby={`${clientPlantAnchor(plant)}-name`} className="scroll-mt-24 rounded-2xl border border-border bg-bg p-6 target:border-brand target:ring-2 target:ring-brand/30">
            <h4 id={`${clientPlantAnchor(plant)}-name`} className="text-lg font-semibold text-fg">
              {plant.name}
            </h4>
            <p className="mt-1 text-sm text-muted">
              {plant.operator} · {fillTemplate(buyingPlantsCopy.place, { taluka: plant.taluka, district: plant.district })}
            </p>
            <p className="mt-3 text-sm font-semibold text-brand">{fillTemplate(c.since, { year: plant.clientPlant!.since })}</p>
            {/* On a phone the story waits behind one tap: the cards compare by name, place and year first. */}
            <PhoneFold summary={c.more} className="mt-2 md:mt-0" summaryClassName="text-sm">
              <p className="mt-3 leading-7 text-muted">{plant.clientPlant!.role}</p>
              <p className="mt-3 text-sm">
                <span className="font-semibold text-fg">{c.takes}: </span>
                <span className="text-muted">{plant.buys.map(nameOf).join(', ')}</span>
              </p>
            </PhoneFold>
          </article>
        ))}
      </div>
      {commissioning.map((plant) => (
        <p key={plant.place} className="mt-4 max-w-[65ch] text-sm leading-6 text-muted">
          {fillTemplate(c.commissioning, plant)}
        </p>
      ))}
      <ArrowLink href={c.feedstockLink.href} label={c.feedstockLink.label} className="mt-4" />
    </div>
  );
}
