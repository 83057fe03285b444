export type { CaptchaGate } from './accounts.service';
export { type AuthModule, createAuthModule } from './auth.module';
export type { ProfileExtras } from './profile.service';
export type { SessionUser, Sessions } from './sessions';
export { aesEncrypt, createCaptcha, verificationOf } from './captcha';
