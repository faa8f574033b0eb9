import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '../src/db/lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('writes our pid, refuses a second opener in this process, and releases on close', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses when another live process holds it, naming the pid', () => {
    const dir = tempDir();
    // Our parent (the test runner) is certainly alive.
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(
      new RegExp(`in use by another server process \\(pid ${process.ppid}\\)`),
    );
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDir();
    const finished = spawnSync(process.execPath, ['-e', '0']);
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${finished.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file left with garbage in it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'not a pid');
    acquireDataDirLock(dir).release();
  });
});
