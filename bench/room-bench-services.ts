/** The processes the room benchmark starts, each in a process group of its own, stopped whole. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import net from 'node:net';
import os from 'node:os';
import { repoRoot } from '../apps/web/e2e/support/paths.ts';

/** The app as the journeys run it, in a process group of its own so that it can be stopped whole. */
export async function startApp(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/web/e2e/support/serve-app.ts', String(port)],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: 'inherit',
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${url}/readyz`)
      .then((response) => response.ok)
      .catch(() => false))
  ) {
    if (server.exitCode !== null) throw new Error(`The app ended with code ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('The app did not become ready within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => stopGroup(server) };
}

/** coturn with TURN REST credentials (use-auth-secret), as docs/ops.md runs it, on one UDP port. */
export async function startTurnServer(
  ip: string,
  secret: string,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const turn = spawn(
    'turnserver',
    [
      '-n',
      `--listening-ip=${ip}`,
      `--relay-ip=${ip}`,
      `--listening-port=${port}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=bench.test',
      '--fingerprint',
      '--no-tcp',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--allow-loopback-peers',
      '--log-file=stdout',
    ],
    { stdio: 'ignore', detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    turn.once('spawn', resolve);
    turn.once('error', (error) =>
      reject(new Error(`coturn's turnserver could not start (apt-get install coturn): ${error.message}`)),
    );
  });
  await waitForStunAnswer(ip, port);
  return { port, stop: () => stopGroup(turn) };
}

/** Sends STUN binding requests until the server answers one. */
async function waitForStunAnswer(ip: string, port: number): Promise<void> {
  const socket = dgram.createSocket('udp4');
  try {
    await new Promise<void>((resolve, reject) => {
      // A binding request: type 0x0001, no attributes, the magic cookie, a random transaction id.
      const request = Buffer.concat([Buffer.from([0, 1, 0, 0, 0x21, 0x12, 0xa4, 0x42]), randomBytes(12)]);
      const started = Date.now();
      const retry = setInterval(() => {
        if (Date.now() - started > 10_000) {
          clearInterval(retry);
          reject(new Error(`coturn did not answer on ${ip}:${port}`));
        } else socket.send(request, port, ip);
      }, 100);
      socket.once('message', () => {
        clearInterval(retry);
        resolve();
      });
    });
  } finally {
    socket.close();
  }
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await ended;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Chromium gathers no loopback candidates: the relay listens on the machine's own address. */
export function firstExternalIpv4(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    const address = addresses?.find((candidate) => candidate.family === 'IPv4' && !candidate.internal);
    if (address) return address.address;
  }
  throw new Error('The room benchmark needs a network interface other than loopback');
}
