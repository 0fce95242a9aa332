import type { BlogPost } from '../types';
import { blogAuthor } from '../author';

export const greenHydrogenWater: BlogPost = {
  id: 1,
  slug: 'how-much-water-does-green-hydrogen-need',
  title: 'How Much Water Does Green Hydrogen Really Need?',
  excerpt:
    'Splitting water takes about 9 liters for every kilogram of hydrogen. We walk through the chemistry, the purification losses and the cooling load, and explain why water is rarely the bottleneck for India’s green hydrogen plans.',
  author: blogAuthor,
  date: '2025-03-14',
  category: 'Hydrogen Energy',
  imageUrl: '/images/blog/post-1.webp',
  imageAlt: 'Illustration of a water tank and treatment unit feeding a hydrogen electrolyser container beside a river',
  body: [
    {
      type: 'p',
      text: 'Whenever we present a green hydrogen project to a district administration or an industrial customer, one question comes up within the first ten minutes: where will the water come from? It is a fair question in a country where many of the sunniest and windiest districts are also the driest. The short answer is that an electrolyzer needs about 9 liters of water for every kilogram of hydrogen it makes. The longer answer, which matters for siting and permits, depends on how the water is purified and how the plant is cooled.',
    },
    { type: 'h2', text: 'The chemistry sets the floor' },
    {
      type: 'p',
      text: 'Electrolysis splits water into hydrogen and oxygen: two molecules of water give two molecules of hydrogen and one of oxygen. A mole of water weighs about 18 grams and a mole of hydrogen about 2 grams, so every kilogram of hydrogen needs roughly 9 kilograms of water, which is 9 liters. No electrolyzer design can beat this number, because the hydrogen atoms have to come from somewhere. The other 8 kilograms leave the stack as oxygen, a by-product that hospitals, steel plants and aquaculture farms can use.',
    },
    {
      type: 'p',
      text: 'Nine liters is a useful anchor, but it is the theoretical minimum of water consumed, not the amount a real plant withdraws from a borewell, a canal or a municipal supply.',
    },
    { type: 'h2', text: 'Purification adds losses' },
    {
      type: 'p',
      text: 'Electrolyzer stacks are unforgiving about feed water. Dissolved salts, silica and organic matter foul membranes and electrodes and shorten stack life, so manufacturers specify deionized water with a conductivity below about 1 microsiemens per centimeter, often much lower for proton exchange membrane (PEM) units. Getting there from raw water usually takes a train of filtration, reverse osmosis and electrodeionization or mixed-bed polishing.',
    },
    {
      type: 'p',
      text: 'Reverse osmosis does not convert all of its feed into clean permeate. Depending on the salinity of the source, between a quarter and a half of the incoming water leaves as concentrated reject. A plant that consumes 9 liters per kilogram in its stacks may therefore draw 12 to 18 liters of raw water before cooling is counted. The reject stream has to be managed responsibly: blended into a larger wastewater flow, used for dust suppression or sent to evaporation, depending on local rules.',
    },
    { type: 'h2', text: 'Cooling is the swing factor' },
    {
      type: 'p',
      text: 'Today’s electrolyzers turn roughly 60 to 75 percent of their electricity into chemical energy in hydrogen. The rest becomes heat, and that heat has to go somewhere. A system drawing 50 to 55 kilowatt-hours per kilogram of hydrogen rejects well over 10 kilowatt-hours of heat for every kilogram produced. With evaporative cooling towers, the water lost to evaporation and blowdown can exceed the water split in the stacks, which is why published estimates of total withdrawals range from about 15 to more than 30 liters per kilogram.',
    },
    {
      type: 'p',
      text: 'Dry coolers and hybrid systems reduce that figure sharply at the cost of some extra fan power and a larger footprint. In hot and dry locations such as Kutch or western Rajasthan, we recommend modelling both options over a full year of weather data before deciding. A few percent of extra parasitic load is often a better trade than a water allocation that becomes contentious in a drought year.',
    },
    { type: 'h2', text: 'Putting the numbers in context' },
    {
      type: 'p',
      text: 'India’s National Green Hydrogen Mission aims for about 5 million tonnes of green hydrogen a year by 2030. At 9 liters per kilogram that is 45 million cubic meters of water consumed, and perhaps two to three times that in total withdrawals once purification and cooling are included. India withdraws several hundred billion cubic meters of fresh water a year, most of it for irrigation, so even the high estimate is well under a tenth of one percent of national use.',
    },
    {
      type: 'p',
      text: 'That national average hides the local picture, and the local picture is what a project has to live with. A 10 megawatt electrolyzer running most of the year produces on the order of 1,500 tonnes of hydrogen. With evaporative cooling it may need 40,000 cubic meters of water or more, comparable to the yearly domestic use of one to two thousand people. In a village that already relies on tanker deliveries in May, that is a serious conversation, not a rounding error.',
    },
    { type: 'h2', text: 'Sources that do not compete with drinking water' },
    {
      type: 'p',
      text: 'The good news is that electrolyzers do not need fresh water to start with, because the feed is purified anyway. Three sources deserve a look before anyone drills a borewell:',
    },
    {
      type: 'ul',
      items: [
        'Treated municipal wastewater. Many Indian cities discharge secondary-treated sewage that is already being offered to industry; tertiary treatment and reverse osmosis make it suitable for electrolysis.',
        'Seawater desalination for coastal sites. Seawater reverse osmosis uses about 3 to 4 kilowatt-hours per cubic meter, which adds well under one percent to the energy cost of the hydrogen.',
        'Industrial effluent and condensate. Refineries, fertilizer plants and sugar mills, which are the natural first buyers of green hydrogen, often have recoverable process water on the same site.',
      ],
    },
    { type: 'h2', text: 'What the water costs, and what it does not' },
    {
      type: 'p',
      text: 'Even desalinated water purified to electrolyzer grade costs only a few rupees per kilogram of hydrogen, a small fraction of the cost of electricity and equipment. Water is therefore rarely what makes a hydrogen project viable or unviable on paper. It is what makes a project acceptable or unacceptable to its neighbours, and that is decided by the source, the cooling design and how openly the numbers are shared.',
    },
    { type: 'h2', text: 'Our checklist for project developers' },
    {
      type: 'ol',
      items: [
        'Start the water balance with 9 liters per kilogram in the stacks, then add reverse osmosis reject and cooling losses for your actual climate.',
        'Test the candidate source over at least one dry and one wet season: conductivity, silica, hardness, total organic carbon and microbial load all change.',
        'Compare evaporative, dry and hybrid cooling on lifetime cost, including the risk of restricted water allocations.',
        'Plan the reject stream from day one rather than treating it as an afterthought.',
        'Publish the water budget to the local community early, with numbers in liters per day that people can relate to.',
      ],
    },
    {
      type: 'p',
      text: 'Green hydrogen will use water, and it should be honest about how much. Handled with care, that water can come from sources nobody drinks, at a cost that barely moves the price of the fuel. Our laboratory tests feed water, reject streams and hydrogen purity for developers at every stage, from site screening to commissioning, so the numbers in the project report are numbers someone has measured.',
    },
  ],
};
