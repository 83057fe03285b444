import { LANG_TAGS } from '@dropforge/shared/domain';
import { formatDateTime } from '../../../lib/dates';
import { currentLang } from '../../../lib/locale';

/** Dates of this feature in the reader's locale and time zone. */
export function useWhen() {
  const tag = LANG_TAGS[currentLang()];
  return (iso: string) => formatDateTime(iso, tag);
}
