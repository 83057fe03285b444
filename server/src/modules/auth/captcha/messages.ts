import type { CaptchaRepCode, ErrorCode } from '@dropforge/shared/contract';
import type { Lang } from '@dropforge/shared/domain';
import { message } from '../../../platform/i18n/messages';

/** `repMsg` of each protocol code comes from the message catalogue under `captcha_<repCode>`. */
export const catalogueKey = (code: CaptchaRepCode) => `captcha_${code}`;

export function captchaMessage(code: CaptchaRepCode, lang: Lang, params: Record<string, string> = {}): string {
  return message(catalogueKey(code) as ErrorCode, lang, params);
}
