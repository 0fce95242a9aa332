'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { HeaderCopy, NavItem, NavLink } from '@/content/navigation';
import { isActive } from '@/lib/nav';
import { ThemeToggle } from './theme-toggle';

type Props = { pathname: string; nav: NavItem[]; cta: NavLink; copy: HeaderCopy; sitemap: string };

/** The stacked menu for small screens. The page behind does not scroll while it is open. */
export function MobileMenu({ pathname, nav, cta: contactCta, copy, sitemap }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close when the route changes (adjusting state during render, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    document.body.classList.toggle('menu-open', open);
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Focus goes back to the menu button, not to the page body (the menu is hidden).
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.classList.remove('menu-open');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      {/* Without scripts the toggle cannot work: the sitemap lists every page instead, behind the same
          icon (the word took the brand name's room on a phone). */}
      <a href={sitemap} className="no-js-only inline-flex h-11 w-11 items-center justify-center rounded-lg text-fg hover:bg-surface">
        <span className="sr-only">{copy.menu}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </a>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((v) => !v)}
        className="js-only inline-flex h-11 w-11 items-center justify-center rounded-lg text-fg hover:bg-surface"
      >
        <span className="sr-only">{open ? copy.closeMenu : copy.openMenu}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id="mobile-menu"
        aria-label={copy.mainNav}
        hidden={!open}
        className="fixed inset-x-0 bottom-0 top-[var(--header-h)] overflow-y-auto border-t border-border bg-bg px-4 pb-10 pt-4"
      >
        <ul className="space-y-1">
          {nav.map((item) =>
            item.dropdown ? (
              <li key={item.href}>
                <button
                  type="button"
                  aria-expanded={expanded === item.href}
                  aria-controls={`mobile-section-${item.href.slice(1)}`}
                  onClick={() => setExpanded((v) => (v === item.href ? null : item.href))}
                  className={`flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-medium hover:bg-surface ${
                    isActive(pathname, item.href, true) ? 'text-brand' : 'text-fg'
                  }`}
                >
                  {item.name}
                  <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 transition-transform ${expanded === item.href ? 'rotate-180' : ''}`}>
                    <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </button>
                <ul id={`mobile-section-${item.href.slice(1)}`} hidden={expanded !== item.href} className="ml-3 border-l border-border pl-3">
                  {item.dropdown.map((link) => (
                    <li key={link.href + link.name}>
                      <Link
                        href={link.href}
                        onClick={close}
                        aria-current={isActive(pathname, link.href) ? 'page' : undefined}
                        className={`block rounded-lg px-3 py-2.5 hover:bg-surface ${isActive(pathname, link.href) ? 'font-semibold text-brand' : 'text-fg'}`}
                      >
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={close}
                  aria-current={isActive(pathname, item.href) ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-3 text-base font-medium hover:bg-surface ${isActive(pathname, item.href, true) ? 'text-brand' : 'text-fg'}`}
                >
                  {item.name}
                </Link>
              </li>
            ),
          )}
        </ul>
        <Link
          href={contactCta.href}
          onClick={close}
          className="mt-6 flex justify-center rounded-full bg-brand px-4 py-3 font-semibold text-brand-fg"
        >
          {contactCta.name}
        </Link>
        {/* The header has no room for the theme switch on a phone (src/components/layout/site-header.tsx). */}
        <div className="mt-4 flex items-center justify-between rounded-lg px-3 sm:hidden">
          {/* The state in words beside the icon, from the page's class, so it is right before hydration too. */}
          <span aria-hidden="true">
            {copy.darkTheme}: <span className="font-semibold dark:hidden">{copy.themeOff}</span>
            <span className="hidden font-semibold dark:inline">{copy.themeOn}</span>
          </span>
          <ThemeToggle label={copy.darkTheme} />
        </div>
      </nav>
    </div>
  );
}
