// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/** A WebSocket the test drives: it opens, receives and closes when told to. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void | Promise<void>) | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  /** The server side. */
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  async drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED;
    await this.onclose?.({ code });
  }
}

const latest = () => FakeSocket.opened.at(-1)!;
const auth = (accessToken: string) => ({ type: 'auth', payload: { accessToken } });

const loadChannel = async () => {
  vi.resetModules();
  return {
    ...(await import('./live-channel.ts')),
    ...(await import('../auth/session-tokens.ts')),
    ...(await import('../read-your-writes.ts')),
  };
};

describe('the live channel', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('opens /ws once there is a member and authenticates with the first message', async () => {
    const channel = await loadChannel();
    stop = channel.startLiveChannel();
    expect(FakeSocket.opened).toHaveLength(0);

    channel.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    expect(FakeSocket.opened).toHaveLength(1);
    expect(latest().url).toMatch(/^ws:\/\/.+\/ws$/);
    latest().open();
    expect(latest().sent).toEqual([auth('token-1')]);
  });

  test("hands each message to the listeners and remembers its position for the reads it triggers", async () => {
    const channel = await loadChannel();
    channel.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    stop = channel.startLiveChannel();
    const heard: string[] = [];
    channel.subscribeToLiveMessages((message) => heard.push(message.type));
    latest().open();

    latest().receive({ type: 'new_match', payload: {}, position: '0000000042' });
    latest().onmessage?.({ data: 'not json' });
    expect(heard).toEqual(['new_match']);
    expect(channel.minPositionHeaders()).toEqual({ 'X-Min-Position': '0000000042' });
  });

  test('reconnects after a drop with a growing delay, re-sends the token, and its listeners keep hearing', async () => {
    const channel = await loadChannel();
    channel.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    stop = channel.startLiveChannel();
    const heard: string[] = [];
    channel.subscribeToLiveMessages((message) => heard.push(message.type));
    latest().open();

    await latest().drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened).toHaveLength(2);

    await latest().drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeSocket.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened).toHaveLength(3);

    latest().open();
    expect(latest().sent).toEqual([auth('token-1')]);
    latest().receive({ type: 'new_message', payload: {} });
    expect(heard).toEqual(['new_message']);
  });

  test('a connection the server accepted (auth_ok) starts the delay again from one second', async () => {
    const channel = await loadChannel();
    channel.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    stop = channel.startLiveChannel();
    await latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    await latest().drop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(FakeSocket.opened).toHaveLength(3);

    latest().open();
    latest().receive({ type: 'auth_ok', payload: {} });
    await latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.opened).toHaveLength(4);
  });

  test('refused with 1008 (token expired), it renews the token first and reconnects with the new one', async () => {
    const channel = await loadChannel();
    const refresh = vi.fn(async () => new Response(JSON.stringify({ auth: { accessToken: 'token-2' }, user: { id: 'member-1', name: 'Ama Mensah' }, position: null }), { status: 200 }));
    vi.stubGlobal('fetch', refresh);
    channel.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    stop = channel.startLiveChannel();
    latest().open();

    await latest().drop(1008);
    expect(refresh).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
    await vi.advanceTimersByTimeAsync(1_000);
    latest().open();
    expect(latest().sent).toEqual([auth('token-2')]);
  });

  test('a token renewed elsewhere is sent on the open socket; a sign-out closes it for good', async () => {
    const channel = await loadChannel();
    channel.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    stop = channel.startLiveChannel();
    const socket = latest();
    socket.open();

    channel.storeTokens({ accessToken: 'token-2' }, 'refreshed');
    expect(socket.sent).toEqual([auth('token-1'), auth('token-2')]);
    expect(FakeSocket.opened).toHaveLength(1);

    channel.clearTokens();
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  test('stopping closes the socket and never reconnects', async () => {
    const channel = await loadChannel();
    channel.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const stopChannel = channel.startLiveChannel();
    const socket = latest();
    socket.open();

    stopChannel();
    await socket.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    expect(FakeSocket.opened).toHaveLength(1);
  });
});
