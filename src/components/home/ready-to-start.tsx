import Link from '@/components/ui/local-link';
import { company } from '@/content/company';
import { readyToStart } from '@/content/home';
import { Icon } from './icons';

/** "Ready to Get Started" card: call and e-mail links from company.ts, and a consultation link. */
export function ReadyToStart() {
  const r = readyToStart;
  const phone = company.phones.primary;
  const channels = [
    { href: `tel:${phone.e164}`, icon: 'phone', label: <>{r.callLabel} · {phone.label}</>, value: phone.display },
    { href: `mailto:${company.email}`, icon: 'mail', label: r.emailLabel, value: company.email },
  ] as const;
  return (
    <section aria-labelledby="ready-title" className="relative overflow-hidden rounded-3xl panel-brand p-8 text-white shadow-xl lg:sticky lg:top-[calc(var(--header-h)+2rem)]">
      <div className="absolute -right-16 -top-16 size-48 rounded-full bg-white/10" aria-hidden="true" />
      <h2 id="ready-title" className="relative text-2xl font-bold">
        {r.title}
      </h2>
      <p className="relative mt-3 leading-7 text-white/85">{r.text}</p>
      <ul className="relative mt-6 space-y-3">
        {channels.map((channel) => (
          <li key={channel.href}>
            <a href={channel.href} className="flex min-h-11 items-center gap-3 rounded-xl bg-white/10 px-4 py-3 transition-colors hover:bg-white/20">
              <Icon name={channel.icon} className="size-5 shrink-0 text-emerald-200" />
              <span>
                <span className="block text-xs uppercase tracking-wider text-white/75">{channel.label}</span>
                <span className="font-semibold">{channel.value}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Link
        href={r.cta.href}
        className="relative mt-7 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-emerald-900 shadow-sm transition-colors hover:bg-emerald-50"
      >
        {r.cta.label}
        <Icon name="arrow" className="size-4" />
      </Link>
    </section>
  );
}
