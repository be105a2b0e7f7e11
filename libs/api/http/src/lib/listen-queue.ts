import { connect } from 'node:net';
import type { Server, Socket } from 'node:net';

/**
 * Resolves once `server` has taken every connection the kernel had already completed for it, so
 * that closing the port right after resets none of them. Node (libuv 1.45 and later) accepts one
 * connection per turn of its event loop: a process busy with requests leaves connections waiting
 * in the port's listen queue, their clients have sent their request, and closing the port
 * answers them with a reset (ECONNRESET; behind a proxy, a 502 for a POST). A connection of this
 * process's own to the port queues behind them and is taken after them. Gives up (resolves) when
 * the port cannot be reached or `deadline` (a `Date.now()` value) passes.
 */
export function takeQueuedConnections(server: Server, deadline: number): Promise<void> {
  const address = server.address();
  if (!address || typeof address === 'string') return Promise.resolve();
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '::1'
        : address.address;
  return new Promise((resolve) => {
    const taken: Socket[] = [];
    const marker = connect({ host, port: address.port });
    const isMarker = (socket: Socket) =>
      marker.localPort !== undefined &&
      socket.remotePort === marker.localPort &&
      socket.remoteAddress === marker.localAddress;
    const finish = (own?: Socket) => {
      own?.destroy();
      clearTimeout(timer);
      server.off('connection', onConnection);
      marker.destroy();
      resolve();
    };
    const onConnection = (socket: Socket) => {
      if (marker.connecting) taken.push(socket);
      else if (isMarker(socket)) finish(socket);
    };
    server.on('connection', onConnection);
    const timer = setTimeout(() => finish(), Math.max(0, deadline - Date.now()));
    marker.on('error', () => finish());
    // Taken before its own side saw the connection complete: among the sockets already taken.
    marker.once('connect', () => {
      const own = taken.find(isMarker);
      if (own) finish(own);
      taken.length = 0;
    });
  });
}
