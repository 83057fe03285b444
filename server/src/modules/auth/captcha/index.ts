export { aesDecrypt, aesEncrypt, verificationOf } from './aes';
export { type Captcha, type CaptchaDeps, createCaptcha } from './captcha.module';
export type { VerificationInput } from './captcha.service';
export { CAPTCHA_LIMITS, type CaptchaLimits } from './limits';
export { catalogueKey } from './messages';
export { CLICK_TOLERANCE, SLIDER_TOLERANCE, SLIDER_Y } from './points';
