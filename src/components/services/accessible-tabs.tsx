'use client';

import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: string; panel: ReactNode };

const noopSubscribe = () => () => {};

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (wrapping), Home and End
 * move focus and select; only the selected tab is in the tab order.
 *
 * Panels are rendered by the server, so every panel's content is in the HTML.
 * Without JavaScript the tab list is not shown and all panels read one after
 * another; with JavaScript (the `js` class is set before first paint) the
 * inactive panels are hidden from the start and get the `hidden` attribute
 * once hydrated.
 */
export function AccessibleTabs({ label, items, defaultId }: { label: string; items: TabItem[]; defaultId?: string }) {
  const [activeId, setActiveId] = useState(defaultId ?? items[0]?.id);
  const hydrated = useSyncExternalStore(noopSubscribe, () => true, () => false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    setActiveId(item.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = Object.hasOwn(next, event.key) ? next[event.key] : undefined;
    if (target !== undefined) {
      event.preventDefault();
      select(target);
    }
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="mx-auto hidden w-fit gap-1 rounded-full border border-border bg-surface p-1.5 shadow-sm [.js_&]:flex"
      >
        {items.map((item, index) => {
          const selected = item.id === activeId;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveId(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 min-w-28 rounded-full px-6 py-2 text-base font-bold transition-colors ${
                selected ? 'bg-brand text-brand-fg shadow' : 'text-muted hover:bg-surface-2 hover:text-fg'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.id === activeId;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            tabIndex={0}
            hidden={hydrated ? !selected : undefined}
            data-tab-panel={item.id}
            className={`mt-10 rounded-3xl focus-visible:outline-offset-4 ${selected ? '' : '[.js_&]:hidden'}`}
          >
            {item.panel}
          </div>
        );
      })}
    </div>
  );
}
