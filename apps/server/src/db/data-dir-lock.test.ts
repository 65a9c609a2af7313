import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const clientUrl = new URL('./client.ts', import.meta.url).href;
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
  dataDirs.push(dir);
  return dir;
}

/** Another server process holding the database in dataDir open; resolves once it is open. */
async function startHolder(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(clientUrl)});
    await openDatabase({ kind: 'pglite', dataDir: process.env.HOLDER_DATA_DIR });
    process.stdout.write('open\\n');
    setInterval(() => undefined, 60_000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, HOLDER_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await Promise.race([once(child.stdout!, 'data'), once(child, 'exit')])) as [unknown];
  if (String(chunk).trim() !== 'open') throw new Error(`holder did not open the database: ${String(chunk)}`);
  return child;
}

describe('one server per DATA_DIR', () => {
  it('refuses a second server on a folder another live process holds, naming the folder', async () => {
    const dataDir = newDataDir();
    const holder = await startHolder(dataDir);
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        `The database folder ${dataDir} is in use by another server (process ${holder.pid})`,
      );
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
  });

  it('takes over the lock a killed server left behind, and the data it wrote is there', async () => {
    const dataDir = newDataDir();
    const holder = await startHolder(dataDir);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toContain(String(holder.pid));

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.exec('create table survived (id int)');
    } finally {
      await database.close();
    }
  });

  it('refuses a second open in the same process and frees the folder on close', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(dataDir);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });
});
