import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

// Short limits so the test stays fast; the defaults are checked at the end.
const { app } = await buildTestApp({
  HEADERS_TIMEOUT_MS: '300',
  REQUEST_TIMEOUT_MS: '600',
  KEEP_ALIVE_TIMEOUT_MS: '300',
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((socket) => socket.destroy()));

/** A raw connection that records what the server sent and when it closed the connection. */
async function openSocket(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await once(socket, 'connect');
  let data = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (data += chunk));
  const openedAt = Date.now();
  const closed = once(socket, 'close').then(() => Date.now() - openedAt);
  return { socket, received: () => data, closed };
}

describe('slow connections', () => {
  it('closes a connection whose request headers are not complete in time', async () => {
    const { socket, received, closed } = await openSocket();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const afterMs = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(250);
    expect(received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose request body is not complete in time', async () => {
    const { socket, received, closed } = await openSocket();
    socket.write(
      'POST /api/zh-tw/jwt HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"grant_type":0,',
    );
    const afterMs = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(550);
    expect(received()).not.toContain('HTTP/1.1 200');
  });

  it('closes an idle keep-alive connection after its time-out', async () => {
    const { socket, received, closed } = await openSocket();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('uses 10 s for headers, 30 s for the whole request and a bounded keep-alive by default', () => {
    const config = loadConfig({});
    expect(config.HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(config.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(config.KEEP_ALIVE_TIMEOUT_MS).toBe(72_000);
    expect(config.CONNECTION_TIMEOUT_MS).toBe(120_000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    // What the server was given is what it enforces.
    expect(app.server.headersTimeout).toBe(300);
    expect(app.server.requestTimeout).toBe(600);
    expect(app.server.keepAliveTimeout).toBe(300);
  });
});
