import { useUser } from '../../../lib/user';
import { useFreeBoxes } from '../api/free';
import { ruleOf, ruleText } from '../lib/free-rule';

/** The daily free case's rule as texts state it (from the free-box list the /free page uses), or null while loading. */
export function useDailyFreeRule() {
  const { profile, status } = useUser();
  const boxes = useFreeBoxes(profile?.id ?? null, status !== 'loading');
  return ruleText(ruleOf(boxes.data?.list));
}
