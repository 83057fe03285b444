import { ERRORS, type ErrorCode } from '@dropforge/shared/contract';
import { type Lang, langFromHeader } from '@dropforge/shared/domain';
import br from './messages/br.json';
import chTr from './messages/ch-tr.json';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import id from './messages/in.json';
import pl from './messages/pl.json';
import ro from './messages/ro.json';
import ru from './messages/ru.json';
import vn from './messages/vn.json';
import zh from './messages/zh.json';

type Catalogue = Partial<Record<string, string>>;

export const CATALOGUES: Record<Lang, Catalogue> = {
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

/** `template` with its `{{name}}` placeholders filled from `params` (missing ones empty). */
export function fillTemplate(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The catalogue message for `code` in `lang`, with `{{name}}` placeholders filled in. */
export function message(code: ErrorCode, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillTemplate(CATALOGUES[lang][code] ?? CATALOGUES.en[code] ?? ERRORS[code].en, params);
}

export { langFromHeader };
