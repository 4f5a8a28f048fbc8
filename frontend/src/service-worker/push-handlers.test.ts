import { describe, expect, it } from 'vitest';
import { registerPushHandlers } from './push-handlers.ts';

type Listener = (event: unknown) => void;

/** A service worker scope with only what the handlers touch, recording what they did. */
const fakeWorker = (openWindows: Array<{ url: string }> = []) => {
  const listeners = new Map<string, Listener>();
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const opened: string[] = [];
  const log: string[] = [];
  const windows = openWindows.map((window) => ({
    url: window.url,
    focus: async () => {
      log.push(`focus ${window.url}`);
      return { navigate: async (url: string) => void log.push(`navigate ${url}`) };
    },
  }));
  const worker = {
    location: { origin: 'https://sankofa.example' },
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
  };
  registerPushHandlers(worker as unknown as ServiceWorkerGlobalScope);

  /** Dispatches like the browser: the handler's waitUntil promise is what the test waits for. */
  const dispatch = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => void (pending = promise) });
    await pending;
  };
  return { dispatch, shown, opened, log };
};

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker on a push', () => {
  it('shows the notification with its title, body, icon and the screen to open', async () => {
    const worker = fakeWorker();
    await worker.dispatch('push', pushOf({ title: "It's a Match!", body: 'You both liked each other. Say hello!', url: '/chat/m1', tag: 'e1:ama' }));
    expect(worker.shown).toEqual([
      { title: "It's a Match!", options: { body: 'You both liked each other. Say hello!', icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', tag: 'e1:ama', data: { url: '/chat/m1' } } },
    ]);
  });

  it('still shows something for a push without our payload, and never links off the app', async () => {
    const worker = fakeWorker();
    await worker.dispatch('push', { data: null });
    await worker.dispatch('push', pushOf({ title: 'Hi', url: 'https://evil.example/' }));
    expect(worker.shown.map(({ title, options }) => [title, (options.data as { url: string }).url])).toEqual([
      ['Sankofa', '/notifications'],
      ['Hi', '/notifications'],
    ]);
  });
});

describe('the service worker on a notification click', () => {
  const click = (url: unknown) => {
    const closed: boolean[] = [];
    return { event: { notification: { data: { url }, close: () => void closed.push(true) } }, closed };
  };

  it('focuses an open window of the app and takes it to the screen', async () => {
    const worker = fakeWorker([{ url: 'https://other.example/' }, { url: 'https://sankofa.example/discover' }]);
    const { event, closed } = click('/chat/m1');
    await worker.dispatch('notificationclick', event);
    expect(closed).toEqual([true]);
    expect(worker.log).toEqual(['focus https://sankofa.example/discover', 'navigate https://sankofa.example/chat/m1']);
    expect(worker.opened).toEqual([]);
  });

  it('opens a window on the screen when the app is closed', async () => {
    const worker = fakeWorker();
    await worker.dispatch('notificationclick', click('/virtual-dates').event);
    expect(worker.opened).toEqual(['https://sankofa.example/virtual-dates']);
  });
});
