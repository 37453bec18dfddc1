import { GauntletError, type Host, decodeUtf8, isHostError, joinPath, resolveInsideRoot } from '@gauntlet/core';
import type { SpecContents } from './analyze.js';
import { type NameStatusListing, parseNameStatus, parseNameStatusZ } from './name-status.js';

/** Where the PR comes from: a name-status listing with base/head folders, or a git repository. */
export type SpecPrInput =
  | { source: 'files'; nameStatus: string; baseDir: string; headDir: string }
  | { source: 'git'; repo: string; base: string; head: string };

export interface LoadedPr {
  listing: NameStatusListing;
  /** Reads base and head of a modified spec. */
  contents(path: string): Promise<SpecContents>;
  /** Reads the head version of a path. */
  head(path: string): Promise<string>;
}

/** Loads the listing and a content reader, every byte through the Host. */
export async function loadPr(input: SpecPrInput, host: Host): Promise<LoadedPr> {
  return input.source === 'files' ? loadFromFiles(input, host) : loadFromGit(input, host);
}

function loadFromFiles(input: Extract<SpecPrInput, { source: 'files' }>, host: Host): LoadedPr {
  const read = async (dir: string, flag: string, path: string) => {
    const inside = await resolveInsideRoot(host, dir, path);
    if (!inside.ok) {
      const reason = inside.failure === 'missing' ? 'input_missing' : 'input_invalid';
      throw new GauntletError(reason, `${flag} ${dir} has no readable ${path} (${inside.detail})`);
    }
    try {
      return decodeUtf8(await host.readFile(inside.path), { stripBom: true });
    } catch (error) {
      throw new GauntletError('input_unreadable', `cannot read ${joinPath(dir, path)} (${isHostError(error) ? error.code : String(error)})`);
    }
  };
  return {
    listing: parseNameStatus(input.nameStatus),
    contents: async (path) => ({ base: await read(input.baseDir, '--base-dir', path), head: await read(input.headDir, '--head-dir', path) }),
    head: (path) => read(input.headDir, '--head-dir', path),
  };
}

async function loadFromGit(input: Extract<SpecPrInput, { source: 'git' }>, host: Host): Promise<LoadedPr> {
  for (const [flag, ref] of [['--base', input.base], ['--head', input.head]] as const) {
    if (ref === '' || ref.startsWith('-')) throw new GauntletError('usage', `${flag} expects a revision (got ${JSON.stringify(ref)})`);
  }
  const git = async (args: string[], what: string) => {
    let out;
    try {
      out = await host.git(args, { cwd: input.repo });
    } catch (error) {
      throw new GauntletError('input_unreadable', `${what}: git could not run (${error instanceof Error ? error.message : String(error)})`);
    }
    if (out.exitCode !== 0) throw new GauntletError('input_invalid', `${what} (${out.stderr.trim().split('\n')[0] || `git exited ${out.exitCode}`})`);
    return out.stdout;
  };
  const mergeBase = (await git(['merge-base', input.base, input.head], `cannot find the merge base of ${input.base} and ${input.head} in ${input.repo}`)).trim();
  const diff = await git(
    ['-c', 'core.quotePath=false', 'diff', '--name-status', '-z', '-M', '--no-color', '--no-ext-diff', mergeBase, input.head, '--'],
    `cannot diff ${input.base}...${input.head} in ${input.repo}`,
  );
  const show = (ref: string, path: string) => git(['show', `${ref}:${path}`], `cannot read ${ref}:${path} in ${input.repo}`);
  return {
    listing: parseNameStatusZ(diff),
    contents: async (path) => ({ base: await show(mergeBase, path), head: await show(input.head, path) }),
    head: (path) => show(input.head, path),
  };
}
