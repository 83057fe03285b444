import { steamRoutes } from '@dropforge/shared/contract/routes';
import type { CaptchaPass } from '../../../lib/captcha';
import { pathOf } from '../../../lib/client';

/** Spec §2: `/api/steam_auth[/{previous referral code}]?check=1&captchaType&token&pointJson…`. */
export function steamAuthUrl(pass: CaptchaPass, referralCode: string | null): string {
  const query = new URLSearchParams({
    check: '1',
    captchaType: pass.captchaType,
    token: pass.token,
    pointJson: pass.pointJson,
    captchaVerification: pass.captchaVerification,
  });
  const path = referralCode ? pathOf(steamRoutes.authWithCode, { code: referralCode }) : steamRoutes.auth.path;
  return `${path}?${query.toString()}`;
}

/** Steam's page in a centred popup; the popup posts the token back (spec §4). Same window when blocked. */
export function openSteamWindow(url: string): 'popup' | 'redirect' {
  const width = 640;
  const height = 760;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    url,
    'dropforge-steam',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) {
    location.assign(url);
    return 'redirect';
  }
  popup.focus();
  return 'popup';
}
