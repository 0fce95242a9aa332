import { ButtonLink } from '@/components/ui/button-link';

/** The body of the /contact/sent and /career/sent pages reached without JavaScript. */
export function FormOutcome({ body, back, home }: { body: string; back: { href: string; label: string }; home: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <p role="status" className="text-lg leading-8 text-success">
        {body}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={back.href}>{back.label}</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          {home}
        </ButtonLink>
      </div>
    </div>
  );
}
