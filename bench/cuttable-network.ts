import dgram from 'node:dgram';
import http from 'node:http';
import net from 'node:net';

/**
 * One person's network, as the room benchmark cuts it: everything the browser sends to the site
 * goes through an HTTP proxy, and its media through a UDP forwarder in front of the TURN server.
 * A cut drops both at once, as when a laptop loses its Wi-Fi: open connections end, new ones are
 * refused and UDP packets are lost, both ways, until the network is restored.
 */
export type TCuttableLink = {
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

/**
 * An HTTP proxy (plain requests and CONNECT tunnels, which Chromium uses for websockets) whose
 * connections all end on `cut()`; until `restore()` every new connection is closed at once.
 */
export async function startCuttableProxy(): Promise<TCuttableLink & { url: string }> {
  let down = false;
  const browserSockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  server.on('connection', (socket: net.Socket) => {
    if (down) return socket.destroy();
    browserSockets.add(socket);
    socket.once('close', () => browserSockets.delete(socket));
  });
  server.on('connect', (request: http.IncomingMessage, browser: net.Socket, head: Buffer) => {
    const { hostname, port } = new URL(`http://${request.url ?? ''}`);
    const upstream = net.connect(Number(port), hostname, () => {
      browser.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(browser);
      browser.pipe(upstream);
    });
    upstream.on('error', () => browser.destroy());
    browser.on('error', () => upstream.destroy());
    upstream.on('close', () => browser.destroy());
    browser.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      down = true;
      for (const socket of browserSockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of browserSockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A UDP forwarder in front of a TURN server: each browser socket gets its own upstream socket, so
 * the TURN server sees one client per browser socket. While cut, packets are dropped both ways.
 */
export async function startCuttableUdpForwarder(
  host: string,
  target: { host: string; port: number },
): Promise<TCuttableLink & { port: number }> {
  let down = false;
  const front = dgram.createSocket('udp4');
  const upstreams = new Map<string, dgram.Socket>();

  front.on('message', (packet, from) => {
    if (down) return;
    const key = `${from.address}:${from.port}`;
    let upstream = upstreams.get(key);
    if (!upstream) {
      const created = dgram.createSocket('udp4');
      created.bind(0, host);
      created.on('message', (reply) => {
        if (!down) front.send(reply, from.port, from.address);
      });
      upstreams.set(key, created);
      upstream = created;
    }
    upstream.send(packet, target.port, target.host);
  });

  await new Promise<void>((resolve) => front.bind(0, host, resolve));
  return {
    port: front.address().port,
    cut() {
      down = true;
    },
    restore() {
      down = false;
    },
    async close() {
      for (const socket of [front, ...upstreams.values()])
        await new Promise<void>((resolve) => socket.close(resolve));
    },
  };
}
