import type { Metadata } from 'next';
import { CalculatorTeaser } from '@/components/calculator/calculator-teaser';
import { CleanFuels } from '@/components/home/clean-fuels';
import { ClosingCta } from '@/components/home/closing-cta';
import { FocusAreas } from '@/components/home/focus-areas';
import { Hero } from '@/components/home/hero';
import { HomeServices } from '@/components/home/home-services';
import { LogoStrip } from '@/components/home/logo-strip';
import { WhatWeBuild } from '@/components/home/what-we-build';
import { WhoWeAre } from '@/components/home/who-we-are';
import { WhyChooseUs } from '@/components/home/why-choose-us';
import { JsonLd } from '@/components/ui/json-ld';
import { farmersBand } from '@/content/home-built';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';
import { organizationJsonLd } from '@/content/structured-data';

export const generateMetadata = (): Metadata => pageMetadata(pages.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <Hero />
      <WhatWeBuild />
      <CleanFuels />
      <WhoWeAre />
      <HomeServices />
      <CalculatorTeaser also={farmersBand.teaserLink} />
      <FocusAreas />
      <WhyChooseUs />
      <LogoStrip />
      <ClosingCta />
    </>
  );
}
