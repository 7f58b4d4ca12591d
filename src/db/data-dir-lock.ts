import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The embedded database is one process's alone: a second process writing to the same files would
// corrupt them. A pid file makes a second server (or a catalog import) stop with a clear message.

export class DataDirBusyError extends Error {
  readonly code = 'data_dir_busy';
  constructor(dir: string, pid: number) {
    super(
      `DATA_DIR ${dir} is in use by process ${pid}. The embedded database allows one process at a time: stop that process first, or use DATABASE_URL.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function claimDataDir(dir: string): () => void {
  const lockFile = join(dir, 'gateway.pid');
  let holder: number | null = null;
  try {
    holder = Number(readFileSync(lockFile, 'utf8').trim()) || null;
  } catch {
    holder = null;
  }
  if (holder && holder !== process.pid && isRunning(holder)) throw new DataDirBusyError(dir, holder);
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
