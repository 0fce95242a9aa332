import { company, listedPhones, whatsappContact } from '@/content/company';
import { contactContent } from '@/content/contact';
import { IconTile } from '@/components/ui/icon-tile';

const icons = {
  phone: 'M3 5.5A2.5 2.5 0 0 1 5.5 3h1.6a1 1 0 0 1 .95.68l1.2 3.6a1 1 0 0 1-.3 1.07L7.4 9.6a12 12 0 0 0 7 7l1.25-1.55a1 1 0 0 1 1.07-.3l3.6 1.2a1 1 0 0 1 .68.95v1.6A2.5 2.5 0 0 1 18.5 21C10 21 3 14 3 5.5Z',
  email: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Zm0 .5 9 6 9-6',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2',
  response: 'M4 12.5 9 17.5 20 6.5',
};

function Icon({ path }: { path: string }) {
  return (
    <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </span>
  );
}

/**
 * The contact information cards: phones, e-mail, business hours and the reply promise. The
 * address is on the office card, beside its map (src/app/(site)/contact/page.tsx).
 */
export function ContactInfo() {
  const copy = contactContent.info;
  const card = 'flex gap-4 rounded-2xl border border-border bg-surface p-5';
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{copy.title}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1" role="list">
        <IconTile className={card} icon={<Icon path={icons.phone} />} title={copy.phoneLabel}>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
            {listedPhones.map((phone) => (
              <div key={phone.e164} className="contents">
                <dt className="inline-flex min-h-6 items-center text-muted">{phone.label}</dt>
                <dd>
                  <a href={`tel:${phone.e164}`} className="inline-flex min-h-6 items-center text-accent underline-offset-2 hover:underline">
                    {phone.display}
                  </a>
                </dd>
              </div>
            ))}
              <div className="contents">
                <dt className="inline-flex min-h-6 items-center text-muted">{whatsappContact.label}</dt>
                <dd>
                  <a href={whatsappContact.href} className="inline-flex min-h-6 items-center text-accent underline-offset-2 hover:underline">
                    {whatsappContact.display}
                  </a>
                </dd>
              </div>
          </dl>
        </IconTile>
        <IconTile className={card} icon={<Icon path={icons.email} />} title={copy.emailLabel}>
          <a href={`mailto:${company.email}`} className="mt-1 inline-flex min-h-6 items-center break-all text-accent underline-offset-2 hover:underline">
            {company.email}
          </a>
        </IconTile>
        {/* A time range never breaks inside ("9:00 AM -" / "6:00 PM"). Days and times stand side by
            side on a card wide enough for both (24rem inside its padding, `@sm`: the longest lines,
            Marathi's, need about 19rem beside the icon); on a narrower card (a phone, the column at
            1024 px) each range goes under its days. */}
        <IconTile className={`${card} @container`} icon={<Icon path={icons.hours} />} title={copy.hoursLabel}>
          <dl className="mt-1 grid gap-y-2 text-muted @sm:grid-cols-[auto_1fr] @sm:gap-x-3 @sm:gap-y-0">
            {company.businessHours.map((hours) => (
              <div key={hours.label} className="@sm:contents">
                <dt>{hours.label}</dt>
                <dd className="whitespace-nowrap">{hours.display}</dd>
              </div>
            ))}
          </dl>
        </IconTile>
        <IconTile className={card} icon={<Icon path={icons.response} />} title={copy.responseTitle} text={copy.responseText} textClassName="mt-1 text-muted" />
      </ul>
    </div>
  );
}
