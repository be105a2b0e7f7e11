import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_DIR_LOCK, DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  let lockFile: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
    lockFile = path.join(dir, DATA_DIR_LOCK);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const owner = () => JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number };

  it('holds the directory until released, also against this process', () => {
    const release = lockDataDir(dir);
    expect(owner().pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a directory another running process holds, naming it, and leaves its lock', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const theirs = JSON.stringify({ pid: other.pid, command: 'main.js', since: 'then' });
      writeFileSync(lockFile, theirs);
      expect(() => lockDataDir(dir)).toThrow(
        `is open in process ${other.pid} (main.js, since then)`,
      );
      expect(readFileSync(lockFile, 'utf8')).toBe(theirs);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that no longer runs', () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    writeFileSync(lockFile, JSON.stringify({ pid: Number(gone.stdout), command: 'x', since: 'y' }));
    const release = lockDataDir(dir);
    expect(owner().pid).toBe(process.pid);
    release();
  });
});
