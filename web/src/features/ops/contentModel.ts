import type { ContentEntry, ContentFields, ContentKind } from '@dropforge/shared/contract/ops-content';
import { LANGS, type Lang } from '@dropforge/shared/domain';

// The contract's CONTENT_KINDS, copied: a value import of it would bundle zod with the console.
export const KINDS = ['banner', 'notice', 'page', 'article'] as const satisfies readonly ContentKind[];
export type { ContentKind };

/** The editor's language order: English first, the two Chinese scripts together, then the rest. */
export const EDIT_LANGS: readonly Lang[] = [
  'en',
  'zh',
  'ch-tr',
  ...LANGS.filter((l) => l !== 'en' && l !== 'zh' && l !== 'ch-tr'),
];

export type TextField = 'title' | 'subtitle' | 'summary' | 'content';
export type SharedField = 'slug' | 'keywords' | 'sort' | 'picture' | 'video' | 'link';
export type Texts = Partial<Record<Lang, string>>;

/** What each kind is made of: its texts per language (`html`: the content is HTML) and its shared fields. */
export const KIND_FIELDS: Record<ContentKind, { texts: TextField[]; shared: SharedField[]; html: boolean }> = {
  banner: { texts: ['title', 'subtitle'], shared: ['picture', 'video', 'link', 'sort'], html: false },
  notice: { texts: ['title', 'content'], shared: ['picture', 'link'], html: false },
  page: { texts: ['title', 'content'], shared: ['slug', 'keywords', 'sort'], html: true },
  article: { texts: ['title', 'summary', 'content'], shared: ['slug', 'picture'], html: true },
};

/** Longest text the server takes per field. */
export const TEXT_MAX: Record<TextField, number> = { title: 200, subtitle: 300, summary: 600, content: 100_000 };
/** Footer columns the seeded info pages use (a page's `keywords`). */
export const PAGE_COLUMNS = ['help', 'about', 'legal'] as const;

export interface Draft {
  published: boolean;
  texts: Record<TextField, Texts>;
  slug: string;
  keywords: string;
  sort: string;
  picture: string;
  video: string;
  link: string;
}

export function emptyDraft(): Draft {
  return {
    published: false,
    texts: { title: {}, subtitle: {}, summary: {}, content: {} },
    slug: '',
    keywords: '',
    sort: '',
    picture: '',
    video: '',
    link: '',
  };
}

export function draftOf(entry: ContentEntry): Draft {
  const f = entry.fields;
  return {
    published: entry.published,
    texts: { title: { ...f.title }, subtitle: { ...f.subtitle }, summary: { ...f.summary }, content: { ...f.content } },
    slug: f.slug ?? entry.slug ?? '',
    keywords: f.keywords ?? '',
    sort: f.sort === undefined ? '' : String(f.sort),
    picture: f.picture ?? '',
    video: f.video ?? '',
    link: f.link ?? '',
  };
}

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * Every language, an empty one as '' (the contract's record by language names them all; the server drops the empty
 * ones, which then fall back to English).
 */
export function allLangs(texts: Texts): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, filled(texts[lang]) ? (texts[lang] ?? '') : ''])) as Record<
    Lang,
    string
  >;
}

/** The fields the server takes for this kind; an optional text left empty in every language is left out. */
export function fieldsOf(kind: ContentKind, draft: Draft): ContentFields {
  const spec = KIND_FIELDS[kind];
  const fields: ContentFields = { title: allLangs(draft.texts.title) };
  for (const name of spec.texts) {
    if (name === 'title') continue;
    if (Object.values(draft.texts[name]).some(filled)) fields[name] = allLangs(draft.texts[name]);
  }
  for (const name of spec.shared) {
    if (name === 'sort') {
      if (draft.sort.trim() !== '') fields.sort = Number(draft.sort);
    } else if (name === 'slug') {
      fields.slug = draft.slug.trim();
    } else {
      fields[name] = draft[name].trim();
    }
  }
  return fields;
}

export const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const LINK = /^(\/|https:\/\/)|^$/;

export type DraftProblem =
  | { key: 'titleEn' }
  | { key: 'englishFirst'; field: TextField }
  | { key: 'tooLong'; field: TextField }
  | { key: 'slug' }
  | { key: 'sort' }
  | { key: 'link' };

/** What keeps a draft from being saved or previewed (the server checks again and answers its own message). */
export function problemsOf(kind: ContentKind, draft: Draft): DraftProblem[] {
  const spec = KIND_FIELDS[kind];
  const out: DraftProblem[] = [];
  if (!filled(draft.texts.title.en)) out.push({ key: 'titleEn' });
  for (const field of spec.texts) {
    const texts = draft.texts[field];
    if (field !== 'title' && !filled(texts.en) && Object.values(texts).some(filled)) {
      out.push({ key: 'englishFirst', field });
    }
    if (Object.values(texts).some((v) => (v ?? '').length > TEXT_MAX[field])) out.push({ key: 'tooLong', field });
  }
  if (spec.shared.includes('slug') && !SLUG.test(draft.slug.trim())) out.push({ key: 'slug' });
  if (spec.shared.includes('sort') && draft.sort.trim() !== '') {
    const sort = Number(draft.sort);
    if (!Number.isInteger(sort) || sort < -1000 || sort > 1000) out.push({ key: 'sort' });
  }
  if (spec.shared.includes('link') && !LINK.test(draft.link.trim())) out.push({ key: 'link' });
  return out;
}

/** Languages with at least one text of this kind filled. */
export function filledLangs(kind: ContentKind, texts: Record<TextField, Texts>): Set<Lang> {
  const out = new Set<Lang>();
  for (const field of KIND_FIELDS[kind].texts) {
    for (const [lang, value] of Object.entries(texts[field])) if (filled(value)) out.add(lang as Lang);
  }
  return out;
}

export function sameDraft(a: Draft, b: Draft, kind: ContentKind): boolean {
  return a.published === b.published && JSON.stringify(fieldsOf(kind, a)) === JSON.stringify(fieldsOf(kind, b));
}
