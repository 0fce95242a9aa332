import Image from 'next/image';
import { LongReadHero } from '@/components/layout/page-hero';
import { VideoPlayer } from '@/components/media/video-player';
import { StatGrid } from '@/components/sections/stat-grid';
import { BrochureLink } from '@/components/technology/brochure-link';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureCards } from '@/components/technology/feature-cards';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import {
  biomassBenefits,
  biomassClient,
  biomassCta,
  biomassHero,
  biomassIntro,
  biomassStats,
  biomassVideo,
  brochure,
  productTypes,
} from '@/content/technology-biomass';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata(pages.biomass);

export default function BiomassPage() {
  return (
    <>
      <LongReadHero page={pages.biomass} hero={biomassHero}><BrochureLink brochure={brochure} tone="onLight" /></LongReadHero>

      <Section align="start" id="video" eyebrow={biomassVideo.eyebrow} title={biomassVideo.title} intro={biomassVideo.intro}>
        <div className="mx-auto max-w-4xl" data-reveal>
          <VideoPlayer {...biomassVideo.video} />
        </div>
      </Section>

      <Section align="start" id="why-valorize" eyebrow={biomassIntro.eyebrow} title={biomassIntro.title} tone="tinted">
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-8 text-muted" data-reveal>
          {biomassIntro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section align="start" id="benefits" eyebrow={biomassBenefits.eyebrow} title={biomassBenefits.title}>
        <FeatureCards items={biomassBenefits.items} columns={3} />
      </Section>

      <Section align="start" id="products" eyebrow={productTypes.eyebrow} title={productTypes.title} tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {productTypes.items.map((product, i) => (
            <li key={product.title} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-bg shadow-sm" data-reveal>
              <div
                aria-hidden="true"
                className={`h-2 ${['bg-amber-500', 'bg-sky-500', 'bg-lime-500', 'bg-fuchsia-500'][i % 4]}`}
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold">{product.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{product.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${product.title} examples`}>
                  {product.examples.map((ex) => (
                    <li key={ex} className="rounded-full bg-surface-2 px-3 py-1 text-xs font-medium text-fg">
                      {ex}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-label="Biomass valorization in numbers" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <StatGrid stats={biomassStats} staggerMs={200} />
      </section>

      <Section align="start" id="client" eyebrow={biomassClient.eyebrow} title={biomassClient.title} tone="tinted">
        <div className="mx-auto grid max-w-4xl items-center gap-8 rounded-3xl border border-border bg-bg p-6 shadow-sm sm:p-10 md:grid-cols-[auto_1fr]" data-reveal>
          <div className="mx-auto rounded-2xl bg-white p-3 ring-1 ring-border">
            <Image {...biomassClient.logo} alt={biomassClient.logo.alt} sizes="240px" className="h-auto w-60" />
          </div>
          <figure>
            <blockquote className="text-pretty text-lg leading-8">
              <p>“{biomassClient.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm font-semibold text-muted">{biomassClient.attribution}</figcaption>
          </figure>
        </div>
        <div className="mt-10 flex justify-center" data-reveal>
          <BrochureLink brochure={brochure} tone="onLight" />
        </div>
      </Section>

      <CtaBand id="cta" tone="quiet" title={biomassCta.title} text={biomassCta.text} actions={[biomassCta.primary, biomassCta.secondary]} />
    </>
  );
}
