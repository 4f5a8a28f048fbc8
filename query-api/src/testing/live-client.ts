import { WebSocket } from 'ws';
import type { TestMember } from '../swipes/testing/members.ts';

export interface LiveMessage {
  type: string;
  // The tests read whatever the mapper sent.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: any;
  position: string;
}

export interface LiveClient {
  /** The first message of `type` received (the first that `matches`, when given), now or later. */
  next(type: string, matches?: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  received: LiveMessage[];
  /** Sends a client message of the member's own on the authenticated socket (typing, a WebRTC signal). */
  send(message: unknown): void;
  close(): void;
}

/** A member's /ws, authenticated as the browser does it: the token in the first message. */
export const listen = async (liveUrl: string, member: TestMember): Promise<LiveClient> => {
  const socket = new WebSocket(liveUrl);
  const received: LiveMessage[] = [];
  const waiting: Array<{ wanted: (message: LiveMessage) => boolean; resolve: (message: LiveMessage) => void }> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as LiveMessage;
    received.push(message);
    waiting.filter((waiter) => waiter.wanted(message)).forEach((waiter) => waiter.resolve(message));
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const next = (type: string, matches: (message: LiveMessage) => boolean = () => true) =>
    new Promise<LiveMessage>((resolve) => {
      const wanted = (message: LiveMessage) => message.type === type && matches(message);
      const already = received.find(wanted);
      if (already) resolve(already);
      else waiting.push({ wanted, resolve });
    });
  const authenticated = next('auth_ok');
  socket.send(JSON.stringify({ type: 'auth', payload: { accessToken: member.headers.authorization.replace('Bearer ', '') } }));
  await authenticated;
  return { next, received, send: (message) => socket.send(JSON.stringify(message)), close: () => socket.close() };
};
