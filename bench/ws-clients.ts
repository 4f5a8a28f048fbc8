import { WebSocket } from 'ws';

/**
 * One load-generator process of `bench/ws.ts`: a process may hold only so many files, so the
 * sockets are spread over several of these. Told `{ open, liveUrl, tokens }` it opens and
 * authenticates one socket per token, a hundred at a time, and answers `{ opened, failed }`;
 * then it reports the arrival time (ms since the epoch, sub-millisecond) of every `notification`
 * pushed to its sockets, in batches, until told `close`.
 */
type Command = { type: 'open'; liveUrl: string; tokens: string[] } | { type: 'flush' } | { type: 'close' };

const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
let arrivals: number[] = [];

const openSocket = (liveUrl: string, accessToken: string) =>
  new Promise<boolean>((resolve) => {
    const socket = new WebSocket(liveUrl, { perMessageDeflate: false });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', payload: { accessToken } })));
    socket.on('message', (data) => {
      const at = now();
      const text = data.toString();
      if (text === '{"type":"auth_ok"}') {
        sockets.push(socket);
        return resolve(true);
      }
      if (text.startsWith('{"type":"notification"')) arrivals.push(at);
    });
  });

const openAll = async (liveUrl: string, tokens: string[]) => {
  let failed = 0;
  for (let start = 0; start < tokens.length; start += 100) {
    const opened = await Promise.all(tokens.slice(start, start + 100).map((token) => openSocket(liveUrl, token)));
    failed += opened.filter((ok) => !ok).length;
  }
  send({ type: 'opened', opened: sockets.length, failed });
};

process.on('message', (command: Command) => {
  if (command.type === 'open') void openAll(command.liveUrl, command.tokens);
  if (command.type === 'flush') {
    send({ type: 'arrivals', arrivals, open: sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length });
    arrivals = [];
  }
  if (command.type === 'close') {
    sockets.forEach((socket) => socket.terminate());
    process.exit(0);
  }
});
