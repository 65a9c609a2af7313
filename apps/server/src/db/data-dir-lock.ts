import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Folders this process holds, so a pid reused by a restarted container is not mistaken for a live holder. */
const heldHere = new Set<string>();

export type TDataDirLock = { release(): void };

/**
 * The embedded database may be opened by one process at a time: a second server on the same
 * folder would keep its own copy in memory and overwrite the first one's writes. A lock file
 * created exclusively names the holder's pid; a file whose pid is gone (a killed server) is
 * stale and taken over.
 */
export function lockDataDir(dataDir: string): TDataDirLock {
  const folder = path.resolve(dataDir);
  const lockFile = path.join(folder, 'server.lock');
  if (heldHere.has(folder)) throw inUse(dataDir, process.pid);
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw inUse(dataDir, holder);
    // Stale: its process is gone (or it was our own pid from an earlier life). Remove and retry;
    // if another starter wins the race, the loop sees its live pid.
    rmSync(lockFile, { force: true });
  }
  heldHere.add(folder);
  const releaseOnExit = () => rmSync(lockFile, { force: true });
  process.once('exit', releaseOnExit);
  return {
    release() {
      if (!heldHere.delete(folder)) return;
      process.off('exit', releaseOnExit);
      rmSync(lockFile, { force: true });
    },
  };
}

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A killed process its parent has not reaped yet still answers kill(pid, 0) on Linux. */
function isZombie(pid: number): boolean {
  try {
    // The state follows the parenthesised command name: `1234 (node) Z …`.
    return /\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function inUse(dataDir: string, pid: number): Error {
  return new Error(
    `The database folder ${dataDir} is in use by another server (process ${pid}). ` +
      'Stop it first, or give this server a DATA_DIR of its own.',
  );
}
