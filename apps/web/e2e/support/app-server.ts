import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The built web app; E2E_WEB_DIST_DIR points the journeys at another build. */
export const webDistDir = process.env['E2E_WEB_DIST_DIR'] ?? path.join(repoRoot, 'apps/web/dist');

export type TAppServer = { baseUrl: string; dataDir: string; stop(): Promise<void> };

/**
 * Starts the real server as a child process on a free loopback port, on a fresh embedded database
 * in a temporary folder, seeded with the demo data and serving the built web app. `stop()` ends
 * it and deletes the folder; it is safe to call twice.
 */
export async function startAppServer(): Promise<TAppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Development, not production: /dev/outbox exists and the demo accounts are seeded.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'warn',
  };
  // Hermetic: the journeys never touch a shared PostgreSQL or Redis left over from the shell.
  delete env['DATABASE_URL'];
  delete env['REDIS_URL'];

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const removeExitHook = onProcessExit(() => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    removeExitHook();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, exited, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.tail()}`, { cause: error });
  }
  return { baseUrl, dataDir, stop };
}

async function waitUntilReady(baseUrl: string, exited: Promise<number | null>, timeoutMs: number) {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`The server exited with code ${exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /readyz within ${timeoutMs / 1000} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Forwards the server's output with a prefix and keeps its tail for error messages. */
function captureOutput(child: ChildProcess) {
  const lines: string[] = [];
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      stream.write(`[server] ${line}\n`);
    }
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  return { tail: () => lines.join('\n') };
}

/** Cleans up even when the test runner itself is interrupted or exits early. */
function onProcessExit(cleanUp: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    cleanUp();
    // Nobody else handles the signal: keep its default meaning (end the process).
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once('exit', cleanUp);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('exit', cleanUp);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
