import { getCookie } from './cookies';
import { storage } from './storage';

/** The auth token, when one exists (cookie `authsk` if readable, else the local copy). Sign-in comes later. */
export function authToken(): string | null {
  return getCookie('authsk') || storage.get('authsk') || null;
}
