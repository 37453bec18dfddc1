import type { ParsedContract } from './parse.js';
import type { Coverage } from './coverage.js';
import type { CoverageMap, TagMapCheck } from './coverage-map.js';

export interface ContractOptions {
  /** `--tests DIR`: check test-tag coverage over this tests folder (read through the host). */
  testsDir?: string;
  /** `--tag-pattern strict|schema`: the tag grammar of the coverage check (default strict, as the reference). */
  tagPattern?: 'strict' | 'schema';
  /** `--contracts-dir DIR`: resolve integration_points[].contract there (unresolved = warning). */
  contractsDir?: string;
  /** `--coverage-map FILE` (parsed): pin tags to carriers and counts; `testsDir` is then the repository root. */
  coverageMap?: CoverageMap;
  /** `--stray-dir DIR`: folders (under the root) scanned for stray tags in map mode (default: the reference's six). */
  strayDirs?: string[];
}

export interface PreparedContract {
  contract: ParsedContract;
  /** The contract text (the coverage check reads `test_tag:` lines, not the YAML tree). */
  text: string;
  contractsDir: string | null;
  coverage: Coverage | null;
  /** The map-mode result (with a coverage map), else null. */
  tagMap: TagMapCheck | null;
}
