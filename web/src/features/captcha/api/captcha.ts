import type { CaptchaAnswer, CaptchaCheckData, CaptchaGetData } from '@dropforge/shared/contract';
import { captchaRoutes } from '@dropforge/shared/contract/routes';
import { aesEncryptBase64 } from '../../../lib/aes';
import { ApiError, NETWORK_ERROR } from '../../../lib/api';
import type { CaptchaKind, CaptchaPass } from '../../../lib/captcha';
import { i18next } from '../../../lib/i18n';
import { languageHeader } from '../../../lib/locale';

/** Mirrors of the contract constants (types only are imported, so zod stays out of the bundle). */
export const CAPTCHA_WIDTH = 310;
export const CAPTCHA_HEIGHT = 155;
export const CAPTCHA_PIECE_WIDTH = 47;
/** Spec §9: the slider point's y is fixed to 5. */
export const SLIDER_Y = 5;
export const REP = {
  success: '0000',
  expired: '6110',
  wrong: '6111',
  getLimit: '6201',
  locked: '6202',
} as const;

export type Point = { x: number; y: number };

/** Protocol calls answer HTTP 200 with `repCode`; only a dead network or a broken answer throws. */
async function post<T>(path: string, body: unknown): Promise<CaptchaAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Language: languageHeader() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, i18next.t('errors:network'));
  }
  const answer = (await response.json().catch(() => null)) as CaptchaAnswer<T> | null;
  if (!answer || typeof answer.repCode !== 'string') {
    throw new ApiError(response.status || 500, i18next.t('errors:generic'));
  }
  return answer;
}

export function getCaptcha(kind: CaptchaKind): Promise<CaptchaAnswer<CaptchaGetData>> {
  return post<CaptchaGetData>(captchaRoutes.get.path, { captchaType: kind, ts: Date.now() });
}

/** pointJson: AES under the issued key, or base64 JSON when the server issued none (spec §5). */
export function encodePoint(plain: string, secretKey: string | undefined): string {
  return secretKey ? aesEncryptBase64(plain, secretKey) : btoa(plain);
}

/** Sends the answer; on success also returns what the business call needs. */
export async function checkCaptcha(
  data: CaptchaGetData,
  point: Point | Point[],
): Promise<{ answer: CaptchaAnswer<CaptchaCheckData>; pass?: CaptchaPass }> {
  const plain = JSON.stringify(point);
  const pointJson = encodePoint(plain, data.secretKey);
  const answer = await post<CaptchaCheckData>(captchaRoutes.check.path, {
    captchaType: data.captchaType,
    token: data.token,
    pointJson,
  });
  if (answer.repCode !== REP.success) return { answer };
  const verification = `${data.token}---${plain}`;
  return {
    answer,
    pass: {
      captchaType: data.captchaType,
      token: data.token,
      pointJson,
      captchaVerification: data.secretKey ? aesEncryptBase64(verification, data.secretKey) : verification,
    },
  };
}
