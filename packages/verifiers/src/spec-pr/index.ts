import { defineOptions, defineVerifier, splitLfLines, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type EngineData, fenceMask, headerBlock, readEngine, specDirsOf } from '../spec/index.js';
import { analyzeSpecPr, modifiedSpecPaths, type SpecContents, type SpecPrReading } from './analyze.js';
import { loadPr, type SpecPrInput } from './load.js';
import { bannerFormat } from './rules/banner-format.js';
import { bannerOnly } from './rules/banner-only.js';
import { nameStatus } from './rules/name-status.js';
import { specPaths } from './rules/spec-paths.js';

export { analyzeSpecPr, isSpecPath, modifiedSpecPaths, type SpecContents, type SpecPrAnalysis, type SpecPrIssue, type SpecPrReading } from './analyze.js';
export { loadPr, type LoadedPr, type SpecPrInput } from './load.js';
export { parseNameStatus, parseNameStatusZ, unquote, type NameStatusEntry, type NameStatusListing } from './name-status.js';

export const specPrRules = [nameStatus, specPaths, bannerOnly, bannerFormat] as const;

export interface SpecPrOptions {
  /** Spec dirs (default `doc/specs`, `docs/specs`). */
  specDirs?: readonly string[];
}

/**
 * Spec-only PRs (docs/rules/spec-pr/README.md). Input: a name-status listing with base/head folders, or a
 * git repository with two refs; everything is read through the Host. `data`:
 * `{specOnly, addedSpec, modifiedSpecs, engine}` (`engine`: the added spec's `**Engine:**` reading).
 */
async function engineOfAddedSpec(path: string | null, read: (path: string) => Promise<string>): Promise<EngineData | null> {
  if (path === null) return null;
  let text: string;
  try {
    text = await read(path);
  } catch {
    return null;
  }
  const lines = splitLfLines(text);
  return readEngine(lines, headerBlock(lines, fenceMask(lines))).data;
}

const specPrOptions = defineOptions('spec-pr', (read) => ({ specDirs: specDirsOf(read.strings('specDirs')) }));

export const specPrVerifier = defineVerifier<SpecPrInput, SpecPrReading, { specDirs: readonly string[] }>({
  id: 'spec-pr',
  description: 'A PR that only adds one spec (plus supersession banners on the specs it replaces).',
  rules: specPrRules,
  options: specPrOptions,
  async prepare(input, { host, options }) {
    const { specDirs } = options;
    const loaded = await loadPr(input, host);
    const contents = new Map<string, SpecContents>();
    if (loaded.listing.entries.length > 0) {
      for (const path of modifiedSpecPaths(loaded.listing, specDirs)) contents.set(path, await loaded.contents(path));
    }
    const analysis = analyzeSpecPr(loaded.listing, contents, specDirs);
    return { analysis, engine: await engineOfAddedSpec(analysis.addedSpec, loaded.head) };
  },
  data: ({ analysis, engine }) => ({ specOnly: analysis.specOnly, addedSpec: analysis.addedSpec, modifiedSpecs: analysis.modifiedSpecs, engine }),
});

export function verifySpecPr(input: SpecPrInput, options: SpecPrOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return specPrVerifier.verify(input, { ...verify, options: { ...verify.options, ...options } });
}
