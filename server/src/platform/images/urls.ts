import type { Lang } from '@dropforge/shared/domain';
import { pictureKey } from './cache';

/**
 * The only picture URLs the API hands out: same-origin paths under `/img/`. The last segment of a catalogue
 * or case picture is the hash of its origin URL, so a changed picture gets a new URL (they are cached as
 * immutable) and a stored picture is served without asking the database. `l` names the language of the
 * drawn fallback's text.
 */
export type PictureKind = 'goods' | 'case';

/** The key standing for "no origin picture at all": the drawn art is the picture. */
export const NO_PICTURE = 'none';

const sameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');

export function pictureUrl(kind: PictureKind, id: string | number, origin: string, lang: Lang = 'en'): string {
  if (sameOrigin(origin)) return origin;
  const key = origin ? pictureKey(origin) : NO_PICTURE;
  return `/img/${kind}/${encodeURIComponent(String(id))}/${key}${lang === 'en' ? '' : `?l=${lang}`}`;
}

/**
 * Any other picture (banners, articles, pictures stored before `/img/` existed): an absolute URL becomes
 * `/img/u/<base64url of the URL>`, served only when its origin is allowed; same-origin paths and '' stay.
 */
export function externalPictureUrl(url: string): string {
  if (!url || sameOrigin(url) || url.startsWith('/img/')) return url;
  if (!/^https?:\/\//i.test(url)) return '';
  return `/img/u/${Buffer.from(url, 'utf8').toString('base64url')}`;
}
