import type { PatchFileInput } from './input.js';

// Our own lines for the patches tests: a stock (upstream) line, and a line the user added.
export const STOCK = 'alpha header line of stock text\n';
export const USER = 'my own custom rule line\n';

/** The three trees of the tests: the backups, the installed (merged) tree, the pristine copies. */
export const DIRS = { patchesDir: '/p', configDir: '/c' } as const;

/** One backed-up file to verify; `pristine: true` passes the pristine dir. */
export function patchInput(file: string, extra: Partial<PatchFileInput> & { pristine?: boolean } = {}): PatchFileInput {
  const { pristine, ...rest } = extra;
  return { file, ...DIRS, ...(pristine ? { pristineDir: '/o' } : {}), ...rest };
}

/** Host files for one path in the three trees (`undefined` leaves a tree without it). */
export function trees(file: string, copies: { backup?: string; installed?: string; pristine?: string }): Record<string, string> {
  const files: Record<string, string> = {};
  if (copies.backup !== undefined) files[`/p/${file}`] = copies.backup;
  if (copies.installed !== undefined) files[`/c/${file}`] = copies.installed;
  if (copies.pristine !== undefined) files[`/o/${file}`] = copies.pristine;
  return files;
}
