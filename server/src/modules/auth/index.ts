export type { CaptchaGate } from './accounts.service';
export { type AuthModule, authModule, createAuthModule } from './auth.module';
export { aesEncrypt, createCaptcha, verificationOf } from './captcha';
export type { ProfileExtras } from './profile.service';
export { normalReferral, type Referrals } from './referrals';
export { USERS_CHANGED_CHANNEL } from './session-cache';
export type { Sessions, SessionUser } from './sessions';
export { createSteamAuth } from './steam';
