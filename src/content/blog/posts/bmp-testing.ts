import type { BlogPost } from '../types';
import { blogAuthor } from '../author';

export const bmpTesting: BlogPost = {
  id: 6,
  slug: 'bmp-testing-before-you-build-a-cbg-plant',
  title: 'BMP Testing: Know Your Feedstock Before You Build a CBG Plant',
  excerpt:
    'A biochemical methane potential test tells you how much methane a feedstock can really give. Here is how the test works, what a good result looks like and why no compressed biogas project should skip it.',
  author: blogAuthor,
  date: '2024-11-22',
  category: 'Waste Management',
  imageUrl: '/images/blog/post-6.webp',
  imageAlt: 'Illustration of a BMP test bottle and gas-collection column on the lab bench, with the CBG plant it informs seen through the window',
  body: [
    {
      type: 'p',
      text: 'Most compressed biogas (CBG) projects that struggle in their first years do not fail because of a faulty compressor or a leaking membrane. They struggle because the plant was sized on a gas yield the feedstock could never deliver. A number copied from a textbook or a brochure, say 250 cubic meters of methane per tonne of volatile solids, ends up in the financial model, and the real digester produces a fifth less. The cheapest insurance against that mistake is a biochemical methane potential test, usually called a BMP test.',
    },
    { type: 'h2', text: 'What BMP measures' },
    {
      type: 'p',
      text: 'The biochemical methane potential of a material is the maximum volume of methane it yields when it is fully digested by an active anaerobic microbial community. It is reported as normal milliliters of methane per gram of volatile solids added (NmL CH₄/g VS), with gas volumes corrected to 0 °C and one standard atmosphere, dry. Volatile solids are the part of the dry matter that burns off at 550 °C, a good approximation of the organic, digestible fraction.',
    },
    {
      type: 'p',
      text: 'Because the test runs to completion, the result is an upper bound. A continuous plant with a finite retention time typically achieves a large share of it, but never more. That is exactly why it is such a useful design number.',
    },
    { type: 'h2', text: 'How the test is run' },
    {
      type: 'p',
      text: 'The principle is simple; the discipline is in the details. We follow internationally recognised guidance such as the German VDI 4630 guideline and the standardisation protocol published by an international group of laboratories in 2016.',
    },
    {
      type: 'ol',
      items: [
        'Characterise the sample: total solids, volatile solids, chemical oxygen demand, total Kjeldahl nitrogen and the carbon-to-nitrogen ratio. These tell us how to dose the bottles and warn us of problems such as ammonia inhibition.',
        'Collect an active inoculum, usually digestate from a healthy plant treating similar material, and degas it for a few days so that its own background production is low.',
        'Mix substrate and inoculum in sealed bottles at a substrate-to-inoculum (S/I) ratio between 0.5 and 2, on a volatile-solids basis, with the pH set at 7.0-7.5. Flush the headspace with nitrogen to remove oxygen.',
        'Incubate at a mesophilic temperature of 30-40 °C, or at a thermophilic 50-60 °C if the full-scale plant will run hot, for 30-45 days.',
        'Measure gas volume regularly by pressure or water displacement and its composition by gas chromatography, until daily production falls below one percent of the cumulative total for several consecutive days.',
      ],
    },
    {
      type: 'p',
      text: 'Every sample runs at least in triplicate. Bottles with inoculum alone are run alongside as blanks, and their methane is subtracted from the sample bottles. Bottles with microcrystalline cellulose act as a positive control: cellulose has a theoretical potential of about 414 NmL CH₄/g VS, and if the controls reach less than about 85 percent of that, the inoculum was not healthy and the whole test is repeated.',
    },
    { type: 'h2', text: 'Reading the results' },
    {
      type: 'p',
      text: 'A BMP report should give more than one number. The cumulative methane curve shows how fast the material degrades, and fitting it with a first-order model gives a hydrolysis rate constant and any lag phase. A substrate that reaches 90 percent of its potential in ten days can be digested with a short retention time; one that creeps upward for five weeks needs larger digesters or a pre-treatment step.',
    },
    {
      type: 'p',
      text: 'As rough orientation, food waste commonly lands between 400 and 500 NmL CH₄/g VS, cattle dung between 150 and 250, and untreated paddy straw between 200 and 300. Press mud, poultry litter and market waste vary widely with their source and age. Those ranges are exactly why a test on your own material matters: two lots of the same residue from different districts can differ by a third.',
    },
    { type: 'h2', text: 'Testing pre-treatment and co-digestion' },
    {
      type: 'p',
      text: 'BMP tests are also the fastest way to compare options before committing capital. Running the same straw raw and after thermal, alkaline or enzymatic pre-treatment shows whether the 10-30% methane yield increase that pre-treatment can deliver is available for your particular feed, and whether it pays for the chemicals and energy it uses. Testing blends of, for example, press mud with dung reveals whether co-digestion adds gas beyond the sum of the parts, or whether one stream inhibits the other.',
    },
    { type: 'h2', text: 'Its sibling: the BHP test' },
    {
      type: 'p',
      text: 'For projects exploring biological hydrogen, a biohydrogen potential (BHP) test follows the same logic with different conditions. The microbes that produce hydrogen by dark fermentation are favoured at a slightly acidic pH of 5.5-6.5 and 35-40 °C, and the test is much shorter, from 3 to 30 days, because hydrogen is produced early in the breakdown of organic matter.',
    },
    { type: 'h2', text: 'When to test' },
    {
      type: 'ul',
      items: [
        'At pre-feasibility, on samples of every feedstock you plan to use, to size digesters and the upgrading unit.',
        'Before signing a new feedstock contract, so a supplier’s material is priced on the gas it really gives.',
        'When a running plant’s yield drops, to tell a feed problem from a process problem.',
        'Before investing in pre-treatment, to see what it adds for your material.',
      ],
    },
    {
      type: 'p',
      text: 'A BMP test takes a month or more and costs a tiny fraction of a digester. Skipping it is a gamble with the largest assumption in the project. Our laboratory runs BMP and BHP tests in triplicate with blanks and cellulose controls, and we are happy to help you plan the sampling so that the samples we test represent the feedstock you will actually receive.',
    },
  ],
};
