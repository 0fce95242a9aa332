import type { BlogPost } from '../types';
import { blogAuthor } from '../author';

export const circularAgriculture: BlogPost = {
  id: 4,
  slug: 'circular-economy-in-indian-agriculture',
  title: 'Closing the Loop: The Circular Economy in Indian Agriculture',
  excerpt:
    'Crop residue, dung and sugar-mill press mud are not waste but the raw material of a rural bioeconomy. Here is how biogas, biomass pellets and organic manure can close the loop from field to fuel and back to the soil.',
  author: blogAuthor,
  date: '2024-12-16',
  category: 'Circular Economy',
  imageUrl: '/images/blog/post-4.webp',
  imageAlt: 'Illustration of a farm, a biogas digester and fields joined in a loop: residue to gas, digestate back to the soil',
  body: [
    {
      type: 'p',
      text: 'Every October and November, satellite images of north-west India light up with thousands of small fires. Farmers in Punjab and Haryana have a window of a few weeks between the paddy harvest and sowing wheat, and burning the straw left in the field is the fastest and cheapest way to clear it. The smoke drifts across the Indo-Gangetic plain and contributes to some of the worst air quality in the world. The straw itself, a resource that could have fuelled vehicles, power plants and soil, goes up in smoke.',
    },
    {
      type: 'p',
      text: 'Stubble burning is the most visible symptom of a linear model in agriculture: take nutrients from the soil, sell the grain, dispose of the rest. A circular economy treats the rest as the raw material for the next cycle. India, with its enormous agricultural base, has more to gain from that shift than almost any other country.',
    },
    { type: 'h2', text: 'The scale of the resource' },
    {
      type: 'p',
      text: 'Estimates from the Ministry of New and Renewable Energy put India’s crop residue at roughly 500 million tonnes a year, of which a significant surplus is not used as fodder, bedding or household fuel. Add the dung from the world’s largest cattle population, press mud and bagasse from more than 500 sugar mills, and the husks, shells and stalks left by rice mills, oil mills and cotton gins, and the country produces a very large, renewable and largely untapped stock of organic carbon every year.',
    },
    { type: 'h2', text: 'Three loops that work today' },
    { type: 'h3', text: '1. Residue to compressed biogas' },
    {
      type: 'p',
      text: 'Paddy straw, press mud and dung can be co-digested to produce biogas, which is upgraded to compressed biogas (CBG) and sold to oil marketing companies under the government’s SATAT programme or to city gas networks. Straw is tough for microbes to break down because its cellulose is locked in lignin, so a pre-treatment step is essential; depending on the method it lifts methane yield by 10-30%. A CBG plant processing a few hundred tonnes of residue a week gives farmers in a radius of 20 to 30 kilometres a paying buyer for straw they would otherwise burn.',
    },
    { type: 'h3', text: '2. Residue to biomass pellets' },
    {
      type: 'p',
      text: 'Straw is bulky: even in bales its density is only about 100 to 150 kilograms per cubic meter, which makes it expensive to move and store. Pressing it into pellets raises the bulk density to around 600 kilograms per cubic meter and produces a uniform fuel with a calorific value of roughly 3,000 to 4,000 kilocalories per kilogram, depending on the residue and its ash content. The Ministry of Power requires coal-fired power plants to co-fire biomass pellets with coal, starting at 5 percent, which has created a large and steady market. Paddy straw is high in silica ash, so pellet makers blend it with other residues or limit its share to protect boilers from slagging.',
    },
    { type: 'h3', text: '3. Digestate back to the soil' },
    {
      type: 'p',
      text: 'Biogas production removes carbon and hydrogen as methane and carbon dioxide but leaves almost all of the nitrogen, phosphorus and potassium in the digestate. Separated and dried, it becomes fermented organic manure that returns nutrients and organic matter to the fields the residue came from. Many Indian soils have organic carbon well below 1 percent; regular applications of digestate help them hold water and nutrients better, reducing the chemical fertiliser a farmer needs to buy.',
    },
    { type: 'h2', text: 'What makes the loops actually close' },
    {
      type: 'p',
      text: 'The technology for all three loops is mature. What decides whether they work on the ground is logistics and trust, and that is where most projects succeed or fail.',
    },
    {
      type: 'ul',
      items: [
        'Aggregation. A small farmer cannot bale and deliver two acres of straw alone. Farmer producer organisations and custom hiring centres with balers and rakes make collection practical.',
        'Timing. Residue has to leave the field inside the short window before the next sowing, so balers, tractors and storage yards must be ready before harvest, not after.',
        'Storage. A plant that runs all year on a crop harvested in a few weeks needs covered storage for months of feedstock, with fire safety to match.',
        'Fair, prompt payment. Farmers switch from burning to selling when payment is reliable and arrives within days, not at the end of the season.',
        'Returning value to the village. When digestate or manure goes back at an affordable price to the same farmers who supplied the straw, the loop becomes visible and the relationship lasts.',
      ],
    },
    { type: 'h2', text: 'The household scale' },
    {
      type: 'p',
      text: 'Circularity is not only for large plants. Family-sized biogas units fed with dung from two or three cattle have provided cooking gas to rural households for decades, and programmes such as GOBARdhan support village-level plants that also handle kitchen waste. The slurry goes straight to the family’s fields. These small systems demand regular feeding and maintenance, and they work best where a local technician is available to keep them running.',
    },
    { type: 'h2', text: 'Where we fit in' },
    {
      type: 'p',
      text: 'Our work covers each link of the chain: characterising residues in the laboratory, designing pre-treatment and digestion for difficult feedstocks, producing pellets and CBG, and supporting the collection networks that keep plants supplied. We have learned that the most important design input is not a reactor size or a pellet die but a clear picture of who grows the residue, when it becomes available and what the farmer needs in return.',
    },
    {
      type: 'p',
      text: 'A circular agricultural economy will not arrive through a single policy or a single plant. It will be built district by district, with farmers, mills, dairies and energy buyers each seeing a reason to take part. The fires each autumn are a reminder of how much value is still being burned, and of how much there is to gain by putting it to work.',
    },
  ],
};
