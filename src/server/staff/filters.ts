import 'server-only';
import { isKind, isStatus, type SubmissionFilter } from './records';

export const PAGE_SIZE = 25;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const one = (params: Params, key: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(key) ?? undefined : params[key];
  return typeof value === 'string' ? value : undefined;
};

/** The list's filter and page from the query string; unknown values are ignored. */
export function filterFromQuery(params: Params): { filter: SubmissionFilter; page: number } {
  const kind = one(params, 'kind');
  const status = one(params, 'status');
  const q = one(params, 'q')?.trim().slice(0, 200);
  const page = Number(one(params, 'page') ?? '1');
  return {
    filter: { kind: isKind(kind) ? kind : undefined, status: isStatus(status) ? status : undefined, q: q || undefined },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function queryOf(filter: SubmissionFilter, page?: number): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
