import { useEffect } from 'react';
import { useNoticesQuery } from '../api/notices';
import { openOncePerDay } from './announcement-store';

/** On the home page: opens the announcement by itself, once per day (day stamp in localStorage). */
export function AnnouncementAutoOpen() {
  const { data } = useNoticesQuery();
  const hasNotice = Boolean(data?.[0]);
  useEffect(() => {
    if (hasNotice) openOncePerDay();
  }, [hasNotice]);
  return null;
}
