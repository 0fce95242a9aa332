'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type Toast = { id: number; tone: 'success' | 'error'; text: string };

const VISIBLE = 3;
const DURATION_MS = 4000;

/** Toast state: at most three visible, each removed after four seconds. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const push = useCallback((tone: Toast['tone'], text: string) => {
    const id = (next.current += 1);
    setToasts((list) => [...list, { id, tone, text }].slice(-VISIBLE));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    }, DURATION_MS);
    timers.current.add(timer);
  }, []);
  return { toasts, push };
}

/**
 * The toasts, bottom right. They repeat what the form's own status region
 * already announces, so they are hidden from screen readers (no double reading).
 */
export function ToastList({ toasts }: { toasts: Toast[] }) {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2" data-testid="toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`rounded-lg border px-4 py-3 text-sm font-medium shadow-lg ${
            toast.tone === 'success' ? 'border-success bg-surface text-success' : 'border-danger bg-surface text-danger'
          }`}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
