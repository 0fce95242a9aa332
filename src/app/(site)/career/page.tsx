import { PhoneFold } from '@/components/ui/phone-fold';
import type { Metadata } from 'next';
import { CareerForm } from '@/components/forms/career-form';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { TextCards } from '@/components/ui/text-cards';
import { company } from '@/content/company';
import { careerBenefits, careerContent, careerReasons, openingAnchor, openingChoices, openingCtc, openings, openingTypeLabel } from '@/content/career';
import { formLanguage } from '@/content/form-messages';
import { formatDateLong } from '@/lib/format';
import { requestLocale } from '@/content/i18n';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';

export const generateMetadata = (): Metadata => pageMetadata(pages.career);

export default function CareerPage() {
  const copy = careerContent.openings;
  // The form's choices, in the openings' order: each opening's apply link names its own (CareerForm).
  const choices = openingChoices();
  return (
    <>
      <PageHero layout="listing" title={careerContent.hero.title} subtitle={careerContent.hero.subtitle} badge={careerContent.hero.badge} crumbs={<Breadcrumbs page={pages.career} />}>
        <ButtonLink href="#apply">
          {careerContent.form.title}
        </ButtonLink>
      </PageHero>
      <Section id="openings" eyebrow={copy.eyebrow} title={copy.title} intro={openings.length > 0 ? copy.intro : copy.none}>
        {openings.length > 0 && (
          <ul className="grid gap-6" role="list">
            {openings.map((opening, index) => {
              const anchor = openingAnchor(opening);
              return (
                <li key={opening.slug}>
                  <article id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-24 rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">
                    <h3 id={`${anchor}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                      {opening.title}
                    </h3>
                    <p className="mt-1 text-sm text-muted">
                      {opening.team} · {openingTypeLabel(opening)}
                    </p>
                    {/* What a job seeker compares first, in the same order on every opening. */}
                    <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 border-y border-border py-4 text-sm lg:grid-cols-5 lg:gap-x-8">
                      {[
                        { key: 'experience', value: opening.experience },
                        { key: 'ctc', value: openingCtc(opening) },
                        { key: 'location', value: opening.location },
                        { key: 'posted', value: <time dateTime={opening.posted}>{formatDateLong(opening.posted, requestLocale())}</time> },
                        { key: 'closes', value: <time dateTime={opening.closes}>{formatDateLong(opening.closes, requestLocale())}</time> },
                      ].map(({ key, value }) => (
                        // On a phone: experience and CTC, then the location across, then the two dates side by side.
                        <div key={key} className={key === 'location' ? 'col-span-2 lg:col-span-1' : undefined}>
                          <dt className="font-semibold uppercase tracking-wide text-muted text-xs">{copy.labels[key as keyof typeof copy.labels]}</dt>
                          <dd className="mt-1 font-medium text-fg">{value}</dd>
                        </div>
                      ))}
                    </dl>
                    <p className="mt-4 max-w-4xl leading-7 text-fg">{opening.summary}</p>
                    {/* On a phone the two lists wait behind one tap, so the openings can be compared by their facts and summary first. */}
                    <PhoneFold summary={copy.details} className="mt-4 border-t border-border pt-1 md:mt-6 md:border-t-0 md:pt-0">
                      <div className="mt-2 grid gap-6 md:mt-0 lg:grid-cols-2">
                        {(['responsibilities', 'requirements'] as const).map((key) => (
                          <div key={key}>
                            <h4 className="font-semibold">{copy[key]}</h4>
                            <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-7 text-muted marker:text-brand">
                              {opening[key].map((item) => (
                                <li key={item}>{item}</li>
                              ))}
                            </ul>
                          </div>
                        ))}
                      </div>
                    </PhoneFold>
                    <a href="#apply" data-apply-position={choices[index]!.value} className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline">
                      {copy.apply}
                      <span className="sr-only">: {opening.title}</span>
                      <span aria-hidden="true">→</span>
                    </a>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Section id="why-join" eyebrow={careerContent.reasons.eyebrow} title={careerContent.reasons.title}>
        <TextCards items={careerReasons} className="grid gap-6 md:grid-cols-2" cardClassName="rounded-2xl border border-border bg-surface p-6" titleClassName="text-lg font-semibold" />
      </Section>
      <Section id="benefits" eyebrow={careerContent.benefits.eyebrow} title={careerContent.benefits.title} tone="tinted">
        <TextCards items={careerBenefits} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" cardClassName="rounded-2xl border border-border bg-bg p-6" titleClassName="font-semibold" />
      </Section>
      <section id="apply" aria-labelledby="apply-title" className="mx-auto grid max-w-7xl scroll-mt-24 gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div className="rounded-2xl border border-border bg-bg p-6 shadow-sm sm:p-8">
          <h2 id="apply-title" className="text-2xl font-bold tracking-tight">
            {careerContent.form.title}
          </h2>
          <p className="mb-6 mt-2 text-muted">{careerContent.form.intro}</p>
          <CareerForm copy={careerContent.form} positions={choices} {...formLanguage()} />
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
