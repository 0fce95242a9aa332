import type { BlogPost } from '../types';
import { blogAuthor } from '../author';

export const fiftyTonWastePlant: BlogPost = {
  id: 2,
  slug: 'inside-a-50-tons-per-day-waste-to-energy-plant',
  title: 'Inside a 50 Tons-per-Day Waste-to-Energy Plant',
  excerpt:
    'What it takes to turn 50 tons of organic waste a day into biogas, electricity and organic manure, and how a plant of that size ends up serving about 1,000 households.',
  author: blogAuthor,
  date: '2025-02-20',
  category: 'Waste Management',
  imageUrl: '/images/blog/post-2.webp',
  imageAlt: 'Illustration of a 50 tonnes-per-day waste-to-energy plant: receiving shed, conveyor, three digesters and waste trucks',
  body: [
    {
      type: 'p',
      text: 'A waste-to-energy plant is easy to draw and hard to run. On paper it is a box with trucks going in and gas coming out. On a site outside a growing town it is a weighbridge at six in the morning, a reception hall that must not smell, two large digesters that behave like living organisms, and a team that has to keep all of it steady through monsoon, festival season and the sugar-cane crush. This post walks through a typical 50 tons-per-day (TPD) plant of the kind we design and operate, step by step.',
    },
    { type: 'h2', text: 'What arrives at the gate' },
    {
      type: 'p',
      text: 'Fifty tons a day rarely comes from a single source. A realistic feed mix for a plant on the edge of a mid-sized town combines segregated wet waste from housing societies and hotels, spoiled produce from the wholesale vegetable market, cattle dung from nearby dairies, press mud from a sugar mill during the crushing season and baled crop residue after harvest. Each stream has its own moisture, its own gas potential and its own season, and the plant is designed around the blend rather than around any one of them.',
    },
    {
      type: 'p',
      text: 'Every load is weighed, logged and inspected. Segregation at source is the single biggest factor in how well the plant runs: a few percent of plastic film, glass or grit in the feed wears pumps, floats to the top of digesters as scum and settles as sand that eventually has to be dug out. We work with the municipality and bulk generators on collection schedules and feedback so that contamination falls over the first year, not rises.',
    },
    { type: 'h2', text: 'Preparing the feed' },
    {
      type: 'p',
      text: 'Inside a closed reception hall kept under slight negative pressure, the waste is sorted, shredded and pulped into a slurry. Exhaust air from the hall passes through a biofilter of wood chips and compost, which removes most of the odour before it leaves the building. Fibrous residues such as paddy straw get an extra pre-treatment step to open up their lignocellulosic structure; depending on the method, that can lift methane yield by 10-30%. The slurry then goes to a buffer tank where the feed to the digesters is kept as even as possible through the day.',
    },
    { type: 'h2', text: 'Digestion: the living part of the plant' },
    {
      type: 'p',
      text: 'The heart of the plant is a pair of continuously stirred anaerobic digesters holding roughly 3,000 cubic meters between them. At mesophilic temperatures of about 37 °C and a hydraulic retention time of 25 to 35 days, a community of microbes breaks the organic matter down into biogas: typically 55 to 60 percent methane, the rest mostly carbon dioxide, with traces of hydrogen sulphide and moisture.',
    },
    {
      type: 'p',
      text: 'For this feed mix, a well-run digester yields around 80 cubic meters of biogas per ton of waste, or about 4,000 cubic meters a day. Operators watch a handful of numbers every shift: temperature, pH, the ratio of volatile fatty acids to alkalinity, and daily gas flow. A sudden change in any of them is the digester telling you something, usually that the feed changed faster than the microbes could adapt.',
    },
    { type: 'h2', text: 'Two ways to use the gas' },
    {
      type: 'p',
      text: 'The biogas can take one of two routes, and many plants are designed so that they can switch later as markets change.',
    },
    {
      type: 'ul',
      items: [
        'Electricity and heat. After desulphurisation and drying, gas engines convert the biogas at an electrical efficiency of around 38 percent, which works out to about 2 kilowatt-hours per cubic meter. From 4,000 cubic meters a day that is roughly 8,000 kilowatt-hours: the daily electricity of about 1,000 households using 8 kilowatt-hours each, typical of an urban home with fans, lights, a refrigerator and a cooler in summer. Engine heat keeps the digesters warm.',
        'Compressed biogas (CBG). An upgrading unit removes carbon dioxide and hydrogen sulphide to leave gas that is more than 90 percent methane, which is compressed to 200-250 bar into cascades or injected into a city gas network. The same 4,000 cubic meters becomes roughly 1.5 tons of CBG a day, a direct replacement for fossil CNG in buses, trucks and industrial burners.',
      ],
    },
    { type: 'h2', text: 'Nothing leaves as waste' },
    {
      type: 'p',
      text: 'Only about a tenth of the incoming mass leaves as gas. The rest comes out of the digesters as digestate, a stable, largely odourless slurry rich in nitrogen, phosphorus and potassium. A screw press separates it into a solid fraction, which is dried and sold as fermented organic manure to farmers and horticulture nurseries, and a liquid fraction that is mostly recirculated to dilute fresh feed. The small rejected fraction from sorting, mainly plastics and inerts, goes to authorised recyclers and the sanitary landfill.',
    },
    { type: 'h2', text: 'Why 1,000 households is the right way to think about it' },
    {
      type: 'p',
      text: 'Tons per day is the number engineers use. Households served is the number a town council understands. A 50 TPD plant serving about 1,000 households with electricity, or fuelling a fleet of city buses with CBG, also keeps 50 tons a day of organic waste out of the dumpsite. In an open dump that waste would rot without oxygen and release methane straight into the air, where it traps heat around 28 times more effectively than carbon dioxide over a century. Capturing it and burning it as fuel is one of the cheapest climate measures a municipality can take.',
    },
    { type: 'h2', text: 'Lessons from running plants this size' },
    {
      type: 'ol',
      items: [
        'Sign feedstock agreements before you pour concrete. A plant without a secured feed is an expensive empty tank.',
        'Test every major feedstock in the laboratory for biochemical methane potential before fixing digester volumes.',
        'Design for seasons: press mud arrives only during the crushing months, crop residue only after harvest, and market waste peaks around festivals.',
        'Invest in the reception hall and odour control. Neighbours judge the plant by its smell, not by its gas yield.',
        'Train operators to read the digester, not just the control screen. Most failures give days of warning to someone who is paying attention.',
      ],
    },
    {
      type: 'p',
      text: 'A 50 TPD plant is big enough to matter to a town and small enough to be built, financed and operated by a focused team. If your municipality, cooperative or industrial estate is weighing one, our engineers can help with feedstock surveys, laboratory testing and a design sized for the waste you actually have.',
    },
  ],
};
