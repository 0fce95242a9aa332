import { CareerForm } from '@/components/forms/career-form';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { company } from '@/content/company';
import { careerBenefits, careerContent, careerReasons } from '@/content/career';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pages.career);

export default function CareerPage() {
  return (
    <>
      <Breadcrumbs page={pages.career} />
      <PageHero title={careerContent.hero.title} subtitle={careerContent.hero.subtitle} badge={careerContent.hero.badge}>
        <ButtonLink href="#apply" variant="light">
          {careerContent.form.title}
        </ButtonLink>
      </PageHero>
      <Section id="why-join" eyebrow={careerContent.reasons.eyebrow} title={careerContent.reasons.title}>
        <ul className="grid gap-6 md:grid-cols-2" role="list">
          {careerReasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl border border-border bg-surface p-6" data-reveal>
              <h3 className="text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 leading-7 text-muted">{reason.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="benefits" eyebrow={careerContent.benefits.eyebrow} title={careerContent.benefits.title} tone="tinted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="list">
          {careerBenefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-border bg-bg p-6" data-reveal>
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-2 leading-7 text-muted">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section id="apply" aria-labelledby="apply-title" className="mx-auto grid max-w-7xl scroll-mt-24 gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div className="rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">
          <h2 id="apply-title" className="text-2xl font-bold tracking-tight">
            {careerContent.form.title}
          </h2>
          <p className="mb-6 mt-2 text-muted">{careerContent.form.intro}</p>
          <CareerForm copy={careerContent.form} />
        </div>
        <section aria-labelledby="career-links-title" className="self-start rounded-2xl border border-border bg-surface p-6">
          <h2 id="career-links-title" className="text-xl font-semibold">
            {careerContent.links.title}
          </h2>
          <p className="mt-2 leading-7 text-muted">{careerContent.links.text}</p>
          <p className="mt-2 text-muted">
            <a href={`mailto:${company.careersEmail}`} className="inline-flex min-h-6 items-center text-accent underline-offset-2 hover:underline">
              {company.careersEmail}
            </a>
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink href="/contact">{careerContent.links.contact}</ButtonLink>
            <ButtonLink href="/about" variant="secondary">
              {careerContent.links.about}
            </ButtonLink>
          </div>
        </section>
      </section>
    </>
  );
}
