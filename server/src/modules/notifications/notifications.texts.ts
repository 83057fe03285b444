import type { Lang } from '@dropforge/shared/domain';
import { fillTemplate } from '../../platform/i18n/messages';
import br from './texts/br.json';
import chTr from './texts/ch-tr.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import id from './texts/in.json';
import pl from './texts/pl.json';
import ro from './texts/ro.json';
import ru from './texts/ru.json';
import vn from './texts/vn.json';
import zh from './texts/zh.json';

export type PersonalKind = keyof typeof en;
type Texts = Record<PersonalKind, { title: string; text: string }>;

export const TEXTS: Record<Lang, Texts> = {
  en,
  zh,
  pl,
  es,
  'ch-tr': chTr,
  vn,
  fr,
  br,
  ro,
  in: id,
  de,
  ru,
};

export const isPersonalKind = (kind: string): kind is PersonalKind => kind in en;

/** The title and text of a personal notification in `lang` (plain text, never HTML). */
export function renderPersonal(kind: PersonalKind, params: Record<string, unknown>, lang: Lang) {
  const t = TEXTS[lang][kind] ?? TEXTS.en[kind];
  return { title: fillTemplate(t.title, params), text: fillTemplate(t.text, params) };
}

/** A platform notification's text in `lang`, English where the file has no translation. */
export function pickText(texts: unknown, lang: Lang): string {
  const byLang = (texts ?? {}) as Partial<Record<string, string>>;
  return byLang[lang] ?? byLang.en ?? '';
}
