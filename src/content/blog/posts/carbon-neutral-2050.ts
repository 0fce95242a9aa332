import type { BlogPost } from '../types';
import { blogAuthor } from '../author';

export const carbonNeutral2050: BlogPost = {
  id: 3,
  slug: 'our-roadmap-to-carbon-neutral-by-2050',
  title: 'Our Roadmap to Carbon Neutral by 2050',
  excerpt:
    'Why a company that makes renewable fuels still has a carbon footprint, how we measure it, and the milestones that will take our operations to carbon neutral by 2050, two decades ahead of India’s national net-zero year.',
  author: blogAuthor,
  date: '2025-01-28',
  category: 'Sustainability',
  imageUrl: '/images/blog/post-3.webp',
  imageAlt: 'Illustration of a road with 2030, 2040 and 2050 milestones through solar panels, wind turbines and a biogas digester',
  body: [
    {
      type: 'p',
      text: 'It is tempting for a renewable-energy company to assume that its own climate work is done. We make compressed biogas from waste, we build hydrogen systems, we turn crop residue into fuel: surely our footprint takes care of itself. It does not. Our trucks burn diesel, our compressors draw grid power, our digesters can leak methane, and every plant we build is made of steel and concrete. This post explains the target we have set, carbon neutral by 2050, and how we intend to get there without relying on accounting tricks.',
    },
    { type: 'h2', text: 'Why 2050, and why not later' },
    {
      type: 'p',
      text: 'At the Glasgow climate conference in 2021, India committed to reaching net-zero emissions by 2070, alongside a goal of 500 gigawatts of non-fossil electricity capacity by 2030. A national target has to balance the needs of a billion people and every sector of the economy. A company whose products exist to cut emissions should be moving faster than the average, and 2050 is around the year by which global pathways that limit warming to 1.5 °C require carbon dioxide emissions to reach net zero. Choosing it keeps us honest about the role we claim to play.',
    },
    { type: 'h2', text: 'What we are counting' },
    {
      type: 'p',
      text: 'We follow the Greenhouse Gas Protocol, which sorts emissions into three scopes. Being precise about each one is the difference between a target and a slogan.',
    },
    {
      type: 'ul',
      items: [
        'Scope 1, our direct emissions: diesel in collection trucks and standby generators, and methane that escapes from digesters, gas holders and upgrading units. Methane slip is the item we watch most closely, because methane traps around 28 times more heat than carbon dioxide over a century.',
        'Scope 2, purchased energy: grid electricity for compressors, pumps, shredders and our laboratory. Upgrading and compressing biogas to CBG is the single largest electricity load in a typical plant.',
        'Scope 3, our value chain: transport of feedstock by contractors, cement and steel in new plants, purchased equipment, business travel and the end use of any fossil fuel we sell alongside our own products.',
      ],
    },
    {
      type: 'p',
      text: 'Biogenic carbon dioxide, the carbon that plants absorbed from the air a season ago and that leaves our digesters and upgrading units, is reported separately, as the protocol asks. It is part of a short natural cycle and is not counted as a fossil emission, but we still look for ways to capture and use it.',
    },
    { type: 'h2', text: 'The milestones' },
    {
      type: 'ol',
      items: [
        'By 2027: a complete, third-party verified inventory of scope 1, 2 and 3 emissions for every operating site, published every year in a format customers and lenders can compare.',
        'By 2030: leak detection and repair on every digester and upgrading unit at least once a quarter, flares on all sites for gas that cannot be used, and the parasitic electricity of our plants supplied by rooftop solar or our own biogas. This is also the year we expect to operate 30+ plants, so the standards have to be built into every new design, not retrofitted.',
        'By 2035: feedstock collection running on CBG or electric vehicles, starting with the routes our own plants serve, and low-clinker cement specified for all new civil works.',
        'By 2040: a supply chain in which our largest equipment vendors report their own emissions against science-based targets.',
        'By 2050: carbon neutral across scopes 1 and 2 and the scope 3 categories we control, with any residual emissions balanced by durable carbon removals.',
      ],
    },
    { type: 'h2', text: 'Cut first, compensate last' },
    {
      type: 'p',
      text: 'Offsets are cheap and plentiful, which is exactly why we treat them with caution. Our rule is simple: every tonne we can reasonably avoid is avoided first, and only what cannot be eliminated with today’s technology is compensated. When we do compensate, we prefer removals that keep carbon out of the atmosphere for a long time. Biochar is a good example and a natural fit for our work: heating crop residue without oxygen locks a large share of its carbon into a stable solid that can improve soil for decades.',
    },
    { type: 'h2', text: 'The products count too' },
    {
      type: 'p',
      text: 'Our own footprint is only part of the story. Every cubic meter of CBG that replaces fossil CNG in a bus, and every ton of crop residue that is pelletised instead of burned in a field, avoids emissions elsewhere in the economy. We measure those avoided emissions carefully and report them alongside our inventory, but we never subtract them from it. A company that nets its product benefits against its own emissions can look carbon neutral while its plants are leaking methane, and we do not want to be that company.',
    },
    { type: 'h2', text: 'What it asks of our people and partners' },
    {
      type: 'p',
      text: 'Targets decades away are easy to sign and easy to forget. To keep this one close, each plant manager now has a methane and energy budget alongside the production budget, reviewed monthly. Our design team checks every new plant against the 2030 standards before it is approved, and our procurement team asks major vendors for the emissions data behind their quotes. We share our progress with customers, municipalities and lenders every year, including the years when the numbers move in the wrong direction.',
    },
    {
      type: 'p',
      text: 'Carbon neutral by 2050 is a commitment about how we work, not only about what we sell. If you are a partner, supplier or customer and want to compare notes on measuring and reducing emissions in bioenergy, we would be glad to hear from you.',
    },
  ],
};
