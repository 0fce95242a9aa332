import Link from 'next/link';
import type { ReactNode } from 'react';
import { can, type Role } from '@/server/auth';
import type { CurrentStaff } from '@/server/staff/session';

const roleLabel = { admin: 'Admin', sales: 'Sales', lab: 'Laboratory', hr: 'HR' } as const satisfies Record<Role, string>;

/** The workspace frame: title, navigation by role, the account and a sign-out button (a plain form post). */
export function StaffShell({ user, title, children }: { user: CurrentStaff; title: string; children: ReactNode }) {
  const links = [
    { href: '/staff', label: 'Submissions', show: true },
    { href: '/staff/audit', label: 'Audit log', show: can(user.role, { action: 'read-audit' }) },
    { href: '/staff/erase', label: 'Erase data', show: can(user.role, { action: 'erase' }) },
    { href: '/staff/two-factor', label: 'Two-factor', show: true },
    { href: '/staff/settings', label: 'Settings', show: true },
  ].filter((link) => link.show);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-border pb-4">
        <nav aria-label="Staff workspace" className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
          {links.map((link) => (
            <Link key={link.href} href={link.href} prefetch={false} className="text-brand-strong underline-offset-4 hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <span className="text-muted">
            {user.name} · {roleLabel[user.role]}
          </span>
          <form method="post" action="/staff/sign-out">
            <button type="submit" className="rounded-md border border-border px-3 py-1.5 font-semibold hover:bg-surface">
              Sign out
            </button>
          </form>
        </div>
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
