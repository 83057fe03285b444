import type { ForgetBody, LoginBody, RegisterBody, SendCodeBody } from '@dropforge/shared/contract';
import { authRoutes } from '@dropforge/shared/contract/routes';
import { call } from '../../../lib/client';

/** Spec §7 account calls. Passwords in these bodies are already MD5 digests (spec §5). */
export function sendEmailCode(body: SendCodeBody): Promise<null> {
  return call(authRoutes.sendCode, { body });
}

export function emailLogin(body: LoginBody): Promise<{ token: string }> {
  return call(authRoutes.login, { body });
}

export function emailRegister(body: Omit<RegisterBody, 'code' | 'ad'>): Promise<{ token: string }> {
  return call(authRoutes.register, { body });
}

export function emailForget(body: ForgetBody): Promise<null> {
  return call(authRoutes.forget, { body });
}
