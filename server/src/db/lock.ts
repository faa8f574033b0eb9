// One process per PGlite data directory: two writers on one directory corrupt it. The lock is a
// file holding the owner's pid; a lock whose pid is no longer alive is stale and taken over.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'portal.lock';

export class DataDirLockedError extends Error {}

export type DataDirLock = { path: string; release(): void };

// Locks held by this process, so a second opener inside one process is refused like another process.
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(file);
      return { path: file, release: () => releaseLock(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readPid(file);
    const held = owner !== null && (owner === process.pid ? heldHere.has(file) : isAlive(owner));
    if (held) {
      throw new DataDirLockedError(
        `Data directory ${dataDir} is in use by another server process (pid ${owner}); stop it first, or set DATA_DIR to another directory.`,
      );
    }
    // Stale: its owner died without cleaning up. Remove and retry the exclusive create, so two
    // processes taking over at once still end with one owner.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${file}; another process keeps replacing it.`);
}

function releaseLock(file: string): void {
  if (!heldHere.delete(file)) return;
  if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
}
