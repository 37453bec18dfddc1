import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { specDirsOf } from '../spec/index.js';
import { analyzeSpecPr, modifiedSpecPaths, type SpecContents, type SpecPrAnalysis } from './analyze.js';
import { loadPr, type SpecPrInput } from './load.js';
import { bannerFormat } from './rules/banner-format.js';
import { bannerOnly } from './rules/banner-only.js';
import { nameStatus } from './rules/name-status.js';
import { specPaths } from './rules/spec-paths.js';

export { analyzeSpecPr, isSpecPath, modifiedSpecPaths, type SpecContents, type SpecPrAnalysis, type SpecPrIssue } from './analyze.js';
export { loadPr, type LoadedPr, type SpecPrInput } from './load.js';
export { parseNameStatus, parseNameStatusZ, unquote, type NameStatusEntry, type NameStatusListing } from './name-status.js';

export const specPrRules = [nameStatus, specPaths, bannerOnly, bannerFormat] as const;

export interface SpecPrOptions {
  /** Spec dirs (default `doc/specs`, `docs/specs`). */
  specDirs?: readonly string[];
}

/**
 * Spec-only PRs (gauntlet.md §4.1). Input: a name-status listing with base/head folders, or a
 * git repository with two refs; everything is read through the Host. `data`:
 * `{specOnly, addedSpec, modifiedSpecs}`.
 */
export const specPrVerifier = defineVerifier<SpecPrInput, SpecPrAnalysis>({
  id: 'spec-pr',
  description: 'A PR that only adds one spec (plus supersession banners on the specs it replaces).',
  rules: specPrRules,
  async prepare(input, { host, options }) {
    const specDirs = specDirsOf(options);
    const loaded = await loadPr(input, host);
    const contents = new Map<string, SpecContents>();
    if (loaded.listing.entries.length > 0) {
      for (const path of modifiedSpecPaths(loaded.listing, specDirs)) contents.set(path, await loaded.contents(path));
    }
    return analyzeSpecPr(loaded.listing, contents, specDirs);
  },
  data: (analysis) => ({ specOnly: analysis.specOnly, addedSpec: analysis.addedSpec, modifiedSpecs: analysis.modifiedSpecs }),
});

export function verifySpecPr(input: SpecPrInput, options: SpecPrOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return specPrVerifier.verify(input, { ...verify, options: { ...verify.options, ...options } });
}
