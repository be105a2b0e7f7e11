import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/** A TCP proxy in front of a server that a test can make stop answering. */
export interface FaultProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /**
   * From now on the connections through the proxy carry nothing either way, and new ones are
   * accepted and never answered: a server that vanished without closing anything (a crashed
   * host, a network partition).
   */
  silence(): void;
  /** New connections reach the server again; the silenced ones stay silent, as after a failover. */
  restore(): void;
  close(): Promise<void>;
}

/** Opens a `FaultProxy` on an ephemeral port of 127.0.0.1 in front of `target`. */
export async function openFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let silent = false;
  const sockets = new Set<Socket>();
  const links: { forwarding: boolean }[] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };

  const server = net.createServer((client) => {
    track(client);
    if (silent) {
      client.resume(); // read and drop
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    const link = { forwarding: true };
    links.push(link);
    client.on('data', (chunk) => link.forwarding && upstream.write(chunk));
    upstream.on('data', (chunk) => link.forwarding && client.write(chunk));
    client.on('close', () => link.forwarding && upstream.destroy());
    upstream.on('close', () => link.forwarding && client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    silence() {
      silent = true;
      for (const link of links) link.forwarding = false;
    },
    restore() {
      silent = false;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
