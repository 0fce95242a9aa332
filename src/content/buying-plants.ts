/**
 * The plants /feedstock buys for, shown under its hero: a farmer's first question is
 * whether a plant within the collection radius of their village is buying, what it takes
 * and where a load is weighed. They are plants we built, designed or equipped for sugar
 * mills and dairies, whose feedstock we buy under contract, and the plant we are
 * commissioning at Ahilyanagar.
 *
 * Each operator is on the wall of clients (src/content/clients.ts) by its English name,
 * and a plant's link is where the site tells that operator's story (client-links.ts): a
 * project story or a project card. A plant that is not running yet takes the month it is
 * due from its project (content/projects/), so the two cannot disagree.
 * tests/unit/buying-plants.test.ts holds the list to all of this.
 */
import { clientLink, type ClientLinkKind } from './client-links';
import type { RatedFeedstock } from './feedstock-rates';
import { facts, figure } from './facts';
import { english, translatable } from './i18n';
import { pages } from './pages';
import { equirectangular, KM_PER_DEGREE, type LonLat } from './plant-map';
import { currentProjects } from './projects';

export type BuyingPlant = {
  /** Stable code (the element's key in the translations). */
  id: string;
  name: string;
  /** Who owns and runs the plant: a name on the wall of clients. */
  operator: string;
  taluka: string;
  district: string;
  /** Where the plant's marker goes on the map over the cards: its taluka town, [longitude, latitude], roughly (a km or two). */
  at: LonLat;
  /** What it buys: ids of `feedstocks` (feedstock.ts), shown by their names. */
  buys: readonly RatedFeedstock[];
  /** `now`: buying today. `commissioning`: not running yet; buys from the month its project is due. */
  status: 'now' | 'commissioning';
  /** Where a load is weighed: the plant gate or a named collection point. */
  weighbridge: string;
  /** One line more: the season or the source, where the list of feedstocks does not say it. */
  note?: string;
  /**
   * A client's plant that no project page tells (one we designed, the mill built and runs): the
   * year it started and what we did. The CBG page lists these under the states, and the plant's
   * link goes there (`plantLink`).
   */
  clientPlant?: { since: string; role: string };
};

export const buyingPlants: readonly BuyingPlant[] = translatable('buying-plants.buyingPlants', [
  {
    id: 'shirur',
    name: 'Shirur Community Biogas Plant',
    operator: 'Shirur Taluka Dairy Co-operative',
    taluka: 'Shirur',
    district: 'Pune',
    at: [74.37, 18.83],
    buys: ['cattle-dung'],
    status: 'now',
    weighbridge: 'At each pickup, on the scale of the co-operative’s milk-route truck',
    note: 'All year, from dairies and gaushalas in the eleven villages the plant serves.',
  },
  {
    id: 'ambavane',
    name: 'Ambavane CBG Plant',
    operator: 'Ambavane Sugars & Distillery Ltd',
    taluka: 'Indapur',
    district: 'Pune',
    at: [75.02, 18.12],
    buys: ['sugarcane-trash', 'press-mud', 'wheat-straw', 'maize-stover', 'cotton-stalks'],
    status: 'now',
    weighbridge: 'The mill’s weighbridge at the factory gate',
    note: 'Cane trash and press mud while the mill crushes; straw, stover and cotton stalks after each harvest.',
    clientPlant: { since: '2019', role: 'The first CBG plant we engineered for a client: we designed the process and the digesters, the mill built it and runs it, and we buy its feedstock under contract with the mill.' },
  },
  {
    id: 'hirkani',
    name: 'Hirkani CBG Plant',
    operator: 'Hirkani Sugar Mills Ltd',
    taluka: 'Junnar',
    district: 'Pune',
    at: [73.88, 19.2],
    buys: ['paddy-straw', 'soybean-straw', 'maize-stover', 'napier-grass'],
    status: 'now',
    weighbridge: 'The weighbridge at the plant gate, or at our collection yard in Narayangaon',
    note: 'Paddy and soybean straw after the kharif harvest, maize stover after each harvest, Napier grass all year.',
    clientPlant: { since: '2022', role: 'We designed the process, the pretreatment line and the digesters; the mill built it and runs it, and we buy its feedstock under contract with the mill.' },
  },
  {
    id: 'krishna-valley',
    name: 'Krishna Valley Press-Mud Biogas Plant',
    operator: 'Krishna Valley Sugar Cooperative',
    taluka: 'Miraj',
    district: 'Sangli',
    at: [74.64, 16.82],
    buys: ['press-mud', 'sugarcane-trash'],
    status: 'now',
    weighbridge: 'The mill’s weighbridge at the factory gate',
    note: 'Press mud from the mill’s own crushing goes to the biogas plant; cane trash from members’ fields, while the mill crushes, to the mill’s pellet line for its boilers.',
  },
  {
    id: 'ahilyanagar',
    name: 'Ahilyanagar Compressed Biogas Plant',
    operator: 'Shri Sina Sahakari Sakhar Karkhana',
    taluka: 'Ahilyanagar',
    district: 'Ahilyanagar',
    at: [74.74, 19.09],
    buys: ['press-mud', 'sugarcane-trash'],
    status: 'commissioning',
    weighbridge: 'The weighbridge at the plant gate',
    note: 'Not running yet: the plant is being commissioned. It will take press mud and cane trash from the 2026–27 crushing, the trash from members’ fields while the mill crushes. Tell us now what you will have.',
  },
]);

/** The month (YYYY-MM) a plant that is being commissioned starts buying: the month its project is due. */
export function buyingFrom(plant: BuyingPlant): string | undefined {
  if (plant.status !== 'commissioning') return undefined;
  const operator = english(plant).operator;
  return currentProjects.find((p) => english(p).client === operator)?.estimatedCompletion;
}

/** The anchor of a client's plant in the CBG page's list (technology-cbg.ts, clientPlantsCopy). */
export const clientPlantAnchor = (plant: Pick<BuyingPlant, 'id'>) => `client-plant-${plant.id}`;

/** The clients' plants that no project page tells, for the CBG page's list. */
export const clientPlants = () => buyingPlants.filter((plant) => plant.clientPlant && !clientLink({ name: english(plant).operator }));

/** Where the plant's link goes, and what it says. */
type PlantLinkKind = ClientLinkKind | 'clientPlants';

/**
 * The page that tells a plant's story: its operator's project or partnership (client-links.ts),
 * else, for a client plant the projects pages do not show, the CBG page's section on the plants
 * we design for clients.
 */
export function plantLink(plant: BuyingPlant): { href: string; kind: PlantLinkKind; title?: string } {
  return clientLink({ name: english(plant).operator }) ?? { href: `${pages.cbg.path}#${clientPlantAnchor(plant)}`, kind: 'clientPlants' };
}

export const buyingPlantsCopy = translatable('buying-plants.buyingPlantsCopy', {
  eyebrow: 'Where we buy',
  title: 'Plants buying now',
  intro: `Each plant buys within ${figure(facts.collectionRadius)} of its gate. They are plants we built, designed or equipped for sugar mills and dairies, and we buy their feedstock under contract: you deal with our field officers, and we pay you.`,
  /** `{taluka}` and `{district}`: where the plant stands. */
  place: '{taluka} taluka, {district} district',
  labels: { buys: 'Buys', weighbridge: 'Where loads are weighed' },
  /** The status tag; `{month}` is the month the plant is due. */
  statusLabels: { now: 'Buying now', commissioning: 'Buying from {month}' },
  linkLabels: {
    story: 'Read the project story',
    project: 'See the project',
    partner: 'See our partnership',
    clientPlants: 'About this plant',
  } satisfies Record<PlantLinkKind, string>,
  map: { text: 'The plants we build ourselves are on the map of our projects.', label: 'See the map', href: `${pages.projects.path}#map` },
});

/**
 * The map over the cards (src/components/feedstock/buying-map.tsx): the part of Maharashtra
 * that holds the plants, each marker inside a circle of the collection radius, so a farmer
 * can see whether their village lies within one. The frame (west, east, south and north edges
 * in degrees) holds every plant's circle, Mumbai and the coast for orientation, and Solapur
 * to the east. The outlines are the /projects map's (src/content/plant-map-states.ts), cut
 * for a frame that holds this one: good to a few km, as the circles are.
 */
export const buyingMapFrame = { west: 72.7, east: 76.15, south: 16.4, north: 19.6 };

/** Width of the drawing in SVG units (its height follows the frame), and the length of its scale bar. */
export const BUYING_MAP_WIDTH = 600;
export const BUYING_MAP_SCALE_KM = 50;

/** The /projects map's projection over this frame, worked out once: the frame is fixed. */
const projection = equirectangular(buyingMapFrame, BUYING_MAP_WIDTH);

/** Projects a point into the map's SVG units (equirectangular, as the /projects map). */
export const projectOnBuyingMap = (at: LonLat): { x: number; y: number } => projection.project(at);

/** Height of the drawing in SVG units. */
export const buyingMapHeight = () => (buyingMapFrame.north - buyingMapFrame.south) * projection.unitsPerDegree;

/** SVG units in a kilometre on the ground, north-south and (at the frame's middle) east-west alike. */
export const buyingMapUnitsPerKm = () => projection.unitsPerDegree / KM_PER_DEGREE;

/** The radius of a plant's circle in SVG units: the collection radius at the map's scale. */
export const collectionRingRadius = () => facts.collectionRadius.value * buyingMapUnitsPerKm();

export const buyingMapCopy = translatable('buying-plants.buyingMapCopy', {
  /** What the drawing shows, for a screen reader (the cards name the plants). */
  title: `Map of western Maharashtra: the plants buying feedstock, numbered as in the list, each at the centre of its collection circle of ${figure(facts.collectionRadius)}`,
  caption: `Each circle reaches ${figure(facts.collectionRadius)} out from its plant: if your village lies inside one, that plant can collect from you. The numbers match the plants in the list.`,
  legend: { now: 'Buying now', commissioning: 'Being commissioned: not buying yet', town: 'Town' },
  /** The scale bar's end; `{km}` is its length. */
  scale: '{km} km',
  /** Towns a reader knows, to find their own village by: [longitude, latitude]. */
  towns: [
    { id: 'mumbai', name: 'Mumbai', at: [72.87, 19.07] as LonLat },
    { id: 'pune', name: 'Pune', at: [73.86, 18.52] as LonLat },
    { id: 'satara', name: 'Satara', at: [74.0, 17.69] as LonLat },
    { id: 'kolhapur', name: 'Kolhapur', at: [74.24, 16.7] as LonLat },
    { id: 'solapur', name: 'Solapur', at: [75.91, 17.66] as LonLat },
  ],
  /** Where the states' names (the /projects map's, by its ids) and the sea's go: open ground, clear of the circles. */
  states: [
    { id: 'mh', at: [75.6, 18.78] as LonLat },
    { id: 'ka', at: [75.6, 16.58] as LonLat },
  ],
  seaAt: [72.95, 17.45] as LonLat,
});
