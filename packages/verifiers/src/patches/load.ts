import type { Host } from '@gauntlet/core';
import { compareCodePoints, decodeUtf8, joinPath } from '@gauntlet/core';
import type { FileState } from './verify-file.js';

/** The metadata file the backup step writes next to the backed-up files. */
export const BACKUP_META = 'backup-meta.json';
/** Files above this size are not read (reported as a read error). */
export const MAX_PATCH_FILE_BYTES = 64 * 1024 * 1024;
/** Directory depth the walk follows at most (a guard against pathological trees). */
const MAX_DEPTH = 64;

/**
 * docs/rules/patches/README.md#the-walk: every regular file under the patches dir, as `/`-separated paths relative to
 * it, sorted by code point (docs/rules/patches/README.md#decisions: deterministic order). Directories recurse; symlinks, sockets
 * and the like are skipped; every path ending in `backup-meta.json` is dropped (a suffix test).
 */
export async function listBackedUpFiles(host: Host, patchesDir: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (relative: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) return;
    const entries = await host.readDir(relative === '' ? patchesDir : joinPath(patchesDir, relative));
    for (const entry of entries) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.kind === 'directory') await walk(path, depth + 1);
      else if (entry.kind === 'file' && !path.endsWith(BACKUP_META)) files.push(path);
    }
  };
  await walk('', 0);
  return files.sort(compareCodePoints);
}

/**
 * `<patches-dir>/backup-meta.json` `pristine_hashes` (docs/rules/patches/README.md#inputs, docs/rules/patches/README.md#one-file): path → recorded
 * SHA-256, non-empty string values only. Absent, unreadable, not JSON or no object member:
 * no recorded hashes.
 */
export async function loadRecordedHashes(host: Host, patchesDir: string): Promise<ReadonlyMap<string, string>> {
  const hashes = new Map<string, string>();
  let parsed: unknown;
  try {
    const path = joinPath(patchesDir, BACKUP_META);
    const stat = await host.stat(path);
    if (stat?.kind !== 'file' || stat.size > MAX_PATCH_FILE_BYTES) return hashes;
    parsed = JSON.parse(decodeUtf8(await host.readFile(path)));
  } catch {
    return hashes;
  }
  const recorded = isObject(parsed) ? parsed.pristine_hashes : undefined;
  if (!isObject(recorded)) return hashes;
  for (const [path, hash] of Object.entries(recorded)) if (typeof hash === 'string' && hash !== '') hashes.set(path, hash);
  return hashes;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The state of one path, following symlinks: missing (or not stat-able), not a regular file,
 * unreadable, or the file's text (UTF-8, invalid bytes replaced, a BOM kept, as Node's
 * `readFileSync(path, 'utf8')`).
 */
export async function readFileState(host: Host, path: string, options: { hash?: boolean } = {}): Promise<FileState> {
  let stat;
  try {
    stat = await host.stat(path);
  } catch {
    return { kind: 'missing' };
  }
  if (stat === null) return { kind: 'missing' };
  if (stat.kind !== 'file') return { kind: 'not_file' };
  if (stat.size > MAX_PATCH_FILE_BYTES) return { kind: 'unreadable', why: `larger than ${MAX_PATCH_FILE_BYTES} bytes` };
  let text: string;
  try {
    text = decodeUtf8(await host.readFile(path));
  } catch (error) {
    return { kind: 'unreadable', why: error instanceof Error ? error.message : String(error) };
  }
  return options.hash ? { kind: 'file', text, sha256: await sha256Hex(text) } : { kind: 'file', text };
}

/** Lowercase hex SHA-256 of the UTF-8 encoding of `text` (Web Crypto: no Node import). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
