/// <reference lib="webworker" />
/**
 * Web Push in the service worker (issue 16, item 2): what the notifier sends is shown as a
 * notification, and a click brings the app to the screen it is about. The service worker
 * (`sw.ts`) calls `registerPushHandlers(self)`.
 */
import { paths } from '../lib/paths.ts';

/** The JSON the server's notifier sends (projections/src/push-notifier). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app's screen to open, e.g. /chat/<matchId>. */
  url: string;
  /** One notification per cause: a second push with the same tag replaces the first. */
  tag?: string;
}

const ICON = '/icons/icon-192.png';
const FALLBACK: PushPayload = { title: 'Sankofa', body: '', url: paths.notifications.href };

/** A payload that is not our JSON (or none at all) still shows something rather than nothing: browsers penalise silent pushes. */
export const payloadOf = (data: { json(): unknown } | null): PushPayload => {
  try {
    const parsed = data?.json() as Partial<PushPayload> | undefined;
    if (!parsed || typeof parsed.title !== 'string') return FALLBACK;
    return { title: parsed.title, body: typeof parsed.body === 'string' ? parsed.body : '', url: typeof parsed.url === 'string' && parsed.url.startsWith('/') ? parsed.url : FALLBACK.url, tag: parsed.tag };
  } catch {
    return FALLBACK;
  }
};

const showPush = (sw: ServiceWorkerGlobalScope, event: PushEvent) => {
  const payload = payloadOf(event.data);
  event.waitUntil(sw.registration.showNotification(payload.title, { body: payload.body, icon: ICON, badge: ICON, tag: payload.tag, data: { url: payload.url } }));
};

/** An open window of the app is focused and taken to the screen; with none, one opens there. */
const openScreen = async (sw: ServiceWorkerGlobalScope, url: string) => {
  const target = new URL(url, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (!open) {
    await sw.clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(target);
};

const clickNotification = (sw: ServiceWorkerGlobalScope, event: NotificationEvent) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openScreen(sw, typeof url === 'string' ? url : FALLBACK.url));
};

export const registerPushHandlers = (sw: ServiceWorkerGlobalScope): void => {
  sw.addEventListener('push', (event) => showPush(sw, event));
  sw.addEventListener('notificationclick', (event) => clickNotification(sw, event));
};
