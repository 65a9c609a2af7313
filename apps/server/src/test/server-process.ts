import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export type TServerProcess = {
  url: string;
  child: ChildProcess;
  kill(signal: NodeJS.Signals): Promise<void>;
};

/**
 * Runs `apps/server/src/server.ts` as `npm start` does, in a process of its own, and resolves
 * with its address once it listens. The process is killed when the test ends.
 */
export async function startServerProcess(env: Record<string, string>): Promise<TServerProcess> {
  // The server runs in this very process (tsx as a loader, not its CLI, which would run it in a
  // child of its own that a SIGKILL of the parent leaves running).
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  onTestFinished(() => kill('SIGKILL'));

  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        child.stdout?.off('data', onData);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  // Keep reading, so a full pipe never blocks the server.
  child.stdout?.resume();
  return { url, child, kill };
}
