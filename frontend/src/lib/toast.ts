import { useSyncExternalStore } from 'react';

/** Spec constants: one toast at a time, shown for 5 s unless the member dismisses it. */
export const toastLimit = 1;
export const toastDurationMs = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  /** Failures are shown as destructive, as in the spec's error catalogue. */
  variant?: 'default' | 'destructive';
  /** A link beside the message, e.g. the upsell's way to /subscribe. */
  action?: { label: string; href: string };
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id'>): void {
  publish([{ ...message, id: nextId++ }, ...toasts].slice(0, toastLimit));
}

export function dismissToast(id: number): void {
  publish(toasts.filter((shown) => shown.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useToasts = (): ToastMessage[] => useSyncExternalStore(subscribe, () => toasts);
