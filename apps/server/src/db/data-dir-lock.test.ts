import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from './client.ts';

const clientUrl = new URL('./client.ts', import.meta.url).href;
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A database folder of its own: a copy of the run's migrated template, which spares initdb. */
function newDataDir(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
  dataDirs.push(parent);
  const dir = path.join(parent, 'db');
  cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  return dir;
}

/** Opens the database in HOLDER_DATA_DIR as a server would, prints its pid, and holds it open. */
const holderScript = `
  const { openDatabase } = await import(${JSON.stringify(clientUrl)});
  await openDatabase({ kind: 'pglite', dataDir: process.env.HOLDER_DATA_DIR });
  process.stdout.write(process.pid + '\\n');
  setInterval(() => undefined, 60_000);
`;
const holderArgs = ['--import', 'tsx', '--input-type=module', '-e'];

/**
 * Another server process holding the database in dataDir open; resolves with its pid once it is
 * open. With `unreaped`, its parent is a `sleep` that never waits for it, so once killed it stays
 * a zombie, which still answers kill(pid, 0).
 */
async function startHolder(
  dataDir: string,
  options: { unreaped?: boolean } = {},
): Promise<{ child: ChildProcess; pid: number }> {
  const env = { ...process.env, HOLDER_DATA_DIR: dataDir, HOLDER_SCRIPT: holderScript };
  const command = `"${process.execPath}" ${holderArgs.join(' ')} "$HOLDER_SCRIPT"`;
  const child = options.unreaped
    ? spawn('sh', ['-c', `${command} & exec sleep 60`], { env, stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, [...holderArgs, holderScript], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await Promise.race([once(child.stdout!, 'data'), once(child, 'exit')])) as [unknown];
  const pid = Number.parseInt(String(chunk), 10);
  if (!Number.isInteger(pid)) throw new Error(`holder did not open the database: ${String(chunk)}`);
  return { child, pid };
}

describe('one server per DATA_DIR', () => {
  it('refuses a second server on a folder another live process holds, naming the folder', async () => {
    const dataDir = newDataDir();
    const { child: holder, pid } = await startHolder(dataDir);
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        `The database folder ${dataDir} is in use by another server (process ${pid})`,
      );
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
  });

  it('takes over the lock a killed server left behind, and the database works', async () => {
    const dataDir = newDataDir();
    const { child: holder, pid } = await startHolder(dataDir);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toContain(String(pid));

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.exec('create table survived (id int)');
    } finally {
      await database.close();
    }
  });

  it('takes over the lock of a killed server whose parent has not reaped it yet', async () => {
    const dataDir = newDataDir();
    const { child: parent, pid } = await startHolder(dataDir, { unreaped: true });
    try {
      process.kill(pid, 'SIGKILL');
      await vi.waitFor(() => expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /), {
        timeout: 10_000,
      });

      const database = await openDatabase({ kind: 'pglite', dataDir });
      await database.close();
    } finally {
      parent.kill('SIGKILL');
      await once(parent, 'exit');
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
