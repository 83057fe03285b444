import { useMediaQuery } from '../../../lib/useMediaQuery';

/** Columns of the case grid at the current width (Tailwind breakpoints sm, md, lg, xl). */
export function useGridColumns(): number {
  const sm = useMediaQuery('(min-width: 640px)');
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  const xl = useMediaQuery('(min-width: 1280px)');
  return xl ? 6 : lg ? 5 : md ? 4 : sm ? 3 : 2;
}
