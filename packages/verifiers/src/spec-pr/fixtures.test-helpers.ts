import type { MemoryHostOptions } from '@gauntlet/core';
import type { SpecPrInput } from './load.js';

// Our own spec-only PR for the spec-pr tests: a new spec supersedes an older one.

export const NEW = 'doc/specs/2026-10-27-streamed-import.md';
export const OLD = 'doc/specs/2026-06-14-batch-import.md';
export const NEW_SPEC = '# Streamed import\n\n**Goal:** load a CSV in chunks while it uploads.\n**Engine:** deferred\n\n## Problem\n\nBig files need a stream.\n';
export const OLD_BASE = '# Batch import\n\n**Goal:** load a CSV in one request.\n\n## Problem\n\nUploads over 20 MB time out\n';
export const banner = (path = NEW) => `> **Superseded by:** [${path}](./${path.split('/').pop()}) - fully`;
export const OLD_HEAD = `# Batch import\n\n${banner()}\n\n**Goal:** load a CSV in one request.\n\n## Problem\n\nUploads over 20 MB time out\n`;

export interface PrCase {
  nameStatus: string;
  base?: Record<string, string>;
  head?: Record<string, string>;
}

/** The verifier's input for a PR given as a name-status listing with base/ and head/ folders. */
export const prInput = (nameStatus: string): SpecPrInput => ({ source: 'files', nameStatus, baseDir: 'base', headDir: 'head' });

/** The in-memory folders of a PR (cwd /pr). */
export function prHost({ nameStatus, base = {}, head = {} }: PrCase): MemoryHostOptions {
  const files: Record<string, string> = { '/pr/name-status.txt': nameStatus };
  for (const [path, text] of Object.entries(base)) files[`/pr/base/${path}`] = text;
  for (const [path, text] of Object.entries(head)) files[`/pr/head/${path}`] = text;
  return { cwd: '/pr', files, directories: ['/pr/base', '/pr/head'] };
}

/** A case of the RuleTester: the input and its host. */
export const pr = (parts: PrCase) => ({ input: prInput(parts.nameStatus), host: prHost(parts) });

/** The new spec added, the old one modified to `oldHead`. */
export const superseding = (oldHead: string, oldBase = OLD_BASE): PrCase => ({
  nameStatus: `A\t${NEW}\nM\t${OLD}\n`,
  base: { [OLD]: oldBase },
  head: { [NEW]: NEW_SPEC, [OLD]: oldHead },
});
