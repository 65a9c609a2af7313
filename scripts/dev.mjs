// `npm run dev`: the API server with reload on change (tsx watch) and the Vite dev server, side by
// side, their output prefixed. Vite proxies the API, /dev and the websockets to the server.
// Ctrl-C stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const color = process.stdout.isTTY && !process.env.NO_COLOR;

const processes = [
  {
    name: 'server',
    tint: 36,
    command: [
      process.execPath,
      require.resolve('tsx/cli'),
      'watch',
      '--clear-screen=false',
      'apps/server/src/server.ts',
    ],
    cwd: root,
    env: {
      NODE_ENV: 'development',
      PORT: apiPort,
      // Links in mails (activation, password reset) open the Vite dev server.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  },
  {
    name: 'web',
    tint: 35,
    command: ['npm', 'run', 'dev', '-w', '@app/web', '--', '--port', webPort, '--strictPort'],
    cwd: root,
    env: { API_PORT: apiPort },
  },
];

let stopping = false;
const children = processes.map((spec) => {
  const [file, ...args] = spec.command;
  // Each in its own process group, so that stopping reaches npm, tsx and their children alike.
  const child = spawn(file, args, {
    cwd: spec.cwd,
    env: { ...process.env, ...(color ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }), ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = color ? `\x1b[${spec.tint}m[${spec.name}]\x1b[0m ` : `[${spec.name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping the other process`);
      stop(code || 1);
    }
  });
  return child;
});

console.log(`API on http://localhost:${apiPort}, web app with hot reload on http://localhost:${webPort}`);

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) signalGroup(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  }, 10_000);
  Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() => {
    clearTimeout(force);
    process.exit(exitCode);
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
