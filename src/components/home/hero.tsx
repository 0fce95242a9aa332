import { hero, HERO_INTERVAL_MS } from '@/content/home';
import { HeroSlider } from './hero-slider';

/** Server wrapper: hands the hero's content to the small client slider. */
export function Hero() {
  return (
    <HeroSlider
      slides={hero.slides}
      intervalMs={HERO_INTERVAL_MS}
      heading={hero.heading}
      label={hero.label}
      eyebrow={hero.eyebrow}
      cta={hero.cta}
      scrollHint={hero.scrollHint}
      dots={{ ...hero.dots }}
    />
  );
}
