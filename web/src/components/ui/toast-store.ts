import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'warning';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Toasts last 4000 ms; a new toast replaces the current one (spec §4, §9). */
export const TOAST_MS = 4000;

let current: ToastItem | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(): void {
  clearTimeout(timer);
  current = null;
  emit();
}

function show(kind: ToastKind, message: string): void {
  clearTimeout(timer);
  current = { id: nextId++, kind, message };
  timer = setTimeout(dismissToast, TOAST_MS);
  emit();
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
};

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
