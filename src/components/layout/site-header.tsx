'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { HeaderCopy, NavItem, NavLink } from '@/content/navigation';
import { englishPath, LOCALE_INFO, LOCALES, localizePath, type Locale } from '@/lib/i18n';
import { isActive } from '@/lib/nav';
import { ThemeToggle } from './theme-toggle';
import { MobileMenu } from './mobile-menu';

/** What the header shows, in the page's language (src/components/layout/site-chrome.tsx). */
export type HeaderProps = {
  locale: Locale;
  shortName: string;
  /** The home page and the sitemap in the page's language. */
  home: string;
  sitemap: string;
  nav: NavItem[];
  cta: NavLink;
  copy: HeaderCopy;
};

/** Delay before a dropdown closes once the pointer has left it. */
const DROPDOWN_CLOSE_DELAY_MS = 150;

export function SiteHeader({ locale, shortName, home, sitemap, nav, cta, copy }: HeaderProps) {
  const pathname = usePathname() ?? '/';
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // A panel opened by pointing stays open when its trigger is then clicked (a visitor
  // who points and clicks wants the panel, not to close it); a click on a panel that
  // a click opened closes it.
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggerRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenIndex(null), DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose]);

  // Close on navigation (adjusting state during render, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpenIndex(null);
  }

  // Close on a click outside the navigation, and on Escape (focus returns to the trigger).
  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenIndex(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        triggerRefs.current[openIndex]?.focus();
        setOpenIndex(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openIndex]);

  useEffect(() => cancelClose, [cancelClose]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 h-[var(--header-h)] border-b border-border bg-bg">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        {/* The name is the one part that gives way: if a font comes wider than planned (a phone still waiting for
            its Devanagari face), the name is cut with an ellipsis and the language links and the menu button stay on screen. */}
        <Link href={home} className="flex min-w-0 items-center gap-2 font-bold text-fg" aria-label={copy.homeLabel.replace('{name}', shortName)}>
          <LogoMark />
          {/* Between the lg and xl widths the full menu, the language links and the call to action
              leave no room for the name: the mark stands alone there (the link keeps its name). */}
          <span className="min-w-0 truncate text-base tracking-tight max-[359px]:sr-only sm:text-lg lg:max-xl:sr-only">{shortName}</span>
        </Link>

        <nav ref={navRef} aria-label={copy.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((item, index) =>
              item.dropdown ? (
                <DropdownItem
                  key={item.href}
                  item={item}
                  pathname={pathname}
                  open={openIndex === index}
                  panelId={`${baseId}-menu-${index}`}
                  triggerRef={(el) => {
                    triggerRefs.current[index] = el;
                  }}
                  onToggle={() => {
                    cancelClose();
                    if (openIndex === index && openedByHover.current) {
                      openedByHover.current = false;
                      return;
                    }
                    openedByHover.current = false;
                    setOpenIndex((current) => (current === index ? null : index));
                  }}
                  onPointerEnter={(event) => {
                    if (event.pointerType !== 'mouse') return;
                    cancelClose();
                    if (openIndex !== index) openedByHover.current = true;
                    setOpenIndex(index);
                  }}
                  onPointerLeave={(event) => {
                    if (event.pointerType !== 'mouse') return;
                    scheduleClose();
                  }}
                  onFocusLeave={() => setOpenIndex((current) => (current === index ? null : current))}
                />
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={isActive(pathname, item.href) ? 'page' : undefined}
                    className={navLinkClass(isActive(pathname, item.href, true))}
                  >
                    {item.name}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-0.5 sm:gap-2">
          <LanguageSwitcher locale={locale} pathname={pathname} label={copy.languages} />
          {/* On a phone the header keeps its room for the language links: the theme switch is in the menu. */}
          <div className="max-sm:hidden">
            <ThemeToggle label={copy.darkTheme} />
          </div>
          <Link
            href={cta.href}
            aria-current={isActive(pathname, cta.href) ? 'page' : undefined}
            className="hidden rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-fg shadow-sm transition hover:bg-brand-strong sm:inline-flex"
          >
            {cta.name}
          </Link>
          <MobileMenu pathname={pathname} nav={nav} cta={cta} copy={copy} sitemap={sitemap} />
        </div>
      </div>
    </header>
  );
}

/**
 * Links to this page in the other two languages, each named in its own language. Plain
 * links: they work without scripts, and each language is its own document.
 */
function LanguageSwitcher({ locale, pathname, label }: { locale: Locale; pathname: string; label: string }) {
  const english = englishPath(pathname);
  return (
    <nav aria-label={label}>
      <ul className="flex items-center">
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <li key={other}>
            <a
              href={localizePath(english, other)}
              lang={LOCALE_INFO[other].htmlLang}
              hrefLang={LOCALE_INFO[other].hreflang}
              className="inline-flex h-11 items-center justify-center rounded-lg px-1.5 text-sm font-medium text-fg hover:bg-surface hover:text-brand sm:min-w-11 sm:px-2"
            >
              {LOCALE_INFO[other].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function navLinkClass(active: boolean) {
  return `inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-surface hover:text-brand ${
    active ? 'text-brand underline decoration-2 underline-offset-8' : 'text-fg'
  }`;
}

type DropdownItemProps = {
  item: NavItem;
  pathname: string;
  open: boolean;
  panelId: string;
  triggerRef: (el: HTMLButtonElement | null) => void;
  onToggle: () => void;
  onPointerEnter: (event: React.PointerEvent) => void;
  onPointerLeave: (event: React.PointerEvent) => void;
  onFocusLeave: () => void;
};

function DropdownItem({
  item,
  pathname,
  open,
  panelId,
  triggerRef,
  onToggle,
  onPointerEnter,
  onPointerLeave,
  onFocusLeave,
}: DropdownItemProps) {
  const parentActive = isActive(pathname, item.href, true);
  return (
    <li
      className="nav-dropdown relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusLeave();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={navLinkClass(parentActive)}
        data-active={parentActive || undefined}
      >
        {item.name}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={panelId}
        className={`nav-dropdown-panel absolute left-0 top-full z-10 mt-1 min-w-60 rounded-xl border border-border bg-bg p-2 shadow-xl ${
          open ? 'block' : 'hidden'
        }`}
      >
        {item.dropdown!.map((link) => {
          const active = isActive(pathname, link.href);
          return (
            <li key={link.href + link.name}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm hover:bg-surface hover:text-brand ${
                  active ? 'bg-brand-soft font-semibold text-brand' : 'text-fg'
                }`}
              >
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

export function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
      <circle cx="16" cy="16" r="15" className="fill-brand" />
      <path d="M16 6c-5 5-7 9-7 12a7 7 0 0 0 14 0c0-3-2-7-7-12Z" fill="var(--brand-fg)" />
      <path d="M16 13v12M16 19l-3-3M16 22l3-3" stroke="var(--brand)" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
