import type { ForgetBody, LoginBody, RegisterBody, SendCodeBody } from '@dropforge/shared/contract';
import { api } from '../../../lib/api';

/** Spec §7 account calls. Passwords in these bodies are already MD5 digests (spec §5). */
export function sendEmailCode(body: SendCodeBody): Promise<null> {
  return api<null>('/api/user/send_email_code', { method: 'POST', body });
}

export function emailLogin(body: LoginBody): Promise<{ token: string }> {
  return api<{ token: string }>('/api/email/login', { method: 'POST', body });
}

export function emailRegister(body: Omit<RegisterBody, 'code' | 'ad'>): Promise<{ token: string }> {
  return api<{ token: string }>('/api/email/register', { method: 'POST', body });
}

export function emailForget(body: ForgetBody): Promise<null> {
  return api<null>('/api/email/forget', { method: 'POST', body });
}
