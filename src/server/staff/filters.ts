import 'server-only';
import { overdueCutoff } from '../enquiries/working-hours';
import { VIEWS, isKind, isStatus, type SubmissionFilter, type View } from './records';

export const PAGE_SIZE = 25;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const one = (params: Params, key: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(key) ?? undefined : params[key];
  return typeof value === 'string' ? value : undefined;
};

/** A page number from the query string: a whole number from 1 to MAX_PAGE; anything else is page 1. */
const MAX_PAGE = 100_000;
export function pageFromQuery(value: unknown): number {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

const isView = (value: unknown): value is View => typeof value === 'string' && (VIEWS as readonly string[]).includes(value);

/**
 * The list's filter and page from the query string; unknown values are ignored. A view is resolved for the
 * signed-in user (`mine`) and the clock (`overdue`), which tests control.
 */
export function filterFromQuery(params: Params, context: { userId: string; now?: number } = { userId: '' }): { filter: SubmissionFilter; page: number } {
  const kind = one(params, 'kind');
  const status = one(params, 'status');
  const view = one(params, 'view');
  const resolved: SubmissionFilter = !isView(view)
    ? {}
    : view === 'mine'
      ? { view, assignedTo: context.userId || '-' }
      : view === 'unassigned'
        ? { view, unassigned: true }
        : { view, overdueBefore: overdueCutoff(context.now ?? Date.now()) };
  const q = one(params, 'q')?.trim().slice(0, 200);

  return {
    filter: { kind: isKind(kind) ? kind : undefined, status: isStatus(status) ? status : undefined, q: q || undefined, ...resolved },
    page: pageFromQuery(one(params, 'page')),
  };
}

export function queryOf(filter: SubmissionFilter, page?: number): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (filter.view) params.set('view', filter.view);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
