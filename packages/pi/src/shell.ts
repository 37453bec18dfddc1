import { closeSync, fstatSync, openSync, readSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { isAbsolute, relative, resolve } from 'node:path';
import type { ShellEnvironment } from './tracker.js';

/**
 * What the marker commit guard and the worktree discipline read from the disk: directory names
 * and first lines, inside the session's working directory only, regular files only, the first
 * 4 KiB at most (a FIFO or a huge file is never read through).
 */
const MAX_FIRST_LINE_BYTES = 4096;
const MAX_NAMES = 10_000;

const inside = (root: string, path: string) => {
  const rel = relative(root, resolve(root, path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

export function shellEnvironment(cwd: string): ShellEnvironment {
  let primary: boolean | null = null;
  return {
    readers: {
      listDir(dir) {
        if (!inside(cwd, dir)) return null;
        try {
          return readdirSync(resolve(cwd, dir), { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .slice(0, MAX_NAMES)
            .map((entry) => entry.name);
        } catch {
          return null;
        }
      },
      firstLine(path) {
        if (!inside(cwd, path)) return null;
        let fd: number | undefined;
        try {
          fd = openSync(resolve(cwd, path), 'r');
          if (!fstatSync(fd).isFile()) return null;
          const buffer = Buffer.alloc(MAX_FIRST_LINE_BYTES);
          const read = readSync(fd, buffer, 0, MAX_FIRST_LINE_BYTES, 0);
          const text = buffer.subarray(0, read).toString('utf8');
          const end = text.indexOf('\n');
          return end < 0 ? text : text.slice(0, end);
        } catch {
          return null;
        } finally {
          if (fd !== undefined) closeSync(fd);
        }
      },
    },
    // A linked worktree has a git dir apart from the common dir; the answer for the session's
    // checkout stands for every directory a command names.
    isPrimaryCheckout() {
      if (primary === null) {
        const git = (arg: string) => spawnSync('git', ['-c', 'core.fsmonitor=false', 'rev-parse', '--path-format=absolute', arg], { cwd, encoding: 'utf8' }).stdout.trim();
        const dir = git('--git-dir');
        primary = dir === '' || dir === git('--git-common-dir');
      }
      return primary;
    },
  };
}
