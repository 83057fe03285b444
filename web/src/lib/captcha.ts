/**
 * The captcha as a service any feature can ask for without importing the captcha feature:
 * the app registers the dialog here (`provideCaptcha`) and callers `await requestCaptcha()`.
 */

export type CaptchaKind = 'blockPuzzle' | 'clickWord';

/** What a passed captcha hands to the business call (send code, sign-in, Steam redirect). */
export interface CaptchaPass {
  captchaType: CaptchaKind;
  token: string;
  /** The encrypted point data the check passed with. */
  pointJson: string;
  /** base64(AES(token + '---' + point JSON, secretKey)), or the plain form when no key was issued. */
  captchaVerification: string;
}

/** Why no pass came back: the player closed the dialog, or the server refused (6201 "Fail"). */
export class CaptchaAborted extends Error {
  readonly reason: 'closed' | 'failed';
  constructor(reason: 'closed' | 'failed') {
    super(`captcha ${reason}`);
    this.name = 'CaptchaAborted';
    this.reason = reason;
  }
}

export function isCaptchaAborted(error: unknown): error is CaptchaAborted {
  return error instanceof CaptchaAborted;
}

type Provider = (kind: CaptchaKind) => Promise<CaptchaPass>;
let provider: Provider | null = null;

/** Registers the dialog; returns the unregister function. */
export function provideCaptcha(next: Provider): () => void {
  provider = next;
  return () => {
    if (provider === next) provider = null;
  };
}

/** Opens the captcha dialog; resolves once the player passed it, rejects with CaptchaAborted otherwise. */
export function requestCaptcha(kind: CaptchaKind = 'blockPuzzle'): Promise<CaptchaPass> {
  if (!provider) return Promise.reject(new CaptchaAborted('failed'));
  return provider(kind);
}
