import { useSearchParams } from 'react-router';

/**
 * A filtered list page's URL: the filter (`?{param}=`, null when missing or unknown), the page (1…100000) and
 * the link to another filter or page (page 1 and no filter leave their parameter out).
 */
export function useListParams<T extends string>(
  path: string,
  param: string,
  isFilter: (raw: string | null) => raw is T,
) {
  const [params] = useSearchParams();
  const raw = params.get(param);
  const filter = isFilter(raw) ? raw : null;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const href = (next: T | null, nextPage = 1): string => {
    const search = new URLSearchParams();
    if (next) search.set(param, next);
    if (nextPage > 1) search.set('page', String(nextPage));
    const qs = search.toString();
    return qs ? `${path}?${qs}` : path;
  };
  return { filter, page, href };
}
