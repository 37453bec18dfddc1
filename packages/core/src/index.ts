/**
 * @gauntlet/core: the engine (rules, verifiers, composition, reports, formatters), the Host
 * interface for injected I/O, and the helpers every family shares.
 */
export { REPOSITORY_URL, VERSION } from './version.js';
export { RELEASE_TAG, docsUrl } from './docs-url.js';

// engine
export type { FindingInput, MaybePromise, Rule, RuleContext, RuleDefinition, RuleMeta, RuleOptionSpec } from './engine/rule.js';
export { defineRule, docsPathOf, familyOf } from './engine/rule.js';
export type {
  ComposeOptions,
  PrepareContext,
  RuleOptions,
  RuleSettings,
  Verification,
  Verifier,
  VerifierDefinition,
  VerifyOptions,
} from './engine/verifier.js';
export { all, compose, defineVerifier, mapInput, when, withSettings } from './engine/verifier.js';
export type { NoOptions, OptionReader, OptionsSchema, RawOptions } from './engine/options.js';
export { defineOptions, optionReader } from './engine/options.js';
export { applyRuleSettings, onlyBlockers, rateFinding } from './engine/settings.js';
export type { FindingsCap } from './engine/findings-cap.js';
export { MAX_FINDINGS_PER_INPUT, countFinding, createFindingsCap } from './engine/findings-cap.js';
export type { RunBudget } from './engine/budget.js';
export { budgetLeft, budgetOption, createRunBudget, isBudgetSpent, spendBudget } from './engine/budget.js';
export type { ReportOptions } from './engine/report.js';
export { createReport, createResult, exitCodeOf, summarize, verdictOf } from './engine/report.js';
export type { RunInput, RunOptions } from './engine/run.js';
export { run, verifyToResult } from './engine/run.js';
export { GauntletError, invalidInput, isGauntletError } from './engine/errors.js';
export {
  CORE_RULES,
  budgetExceeded,
  budgetExceededRule,
  inputProblem,
  inputRule,
  inputTooLarge,
  inputTooLargeRule,
  tooManyFindingsRule,
} from './engine/core-rules.js';
export { toFinding } from './engine/rule.js';

// host
export type { GitOutput, Host, HostDirEntry, HostEntryKind, HostErrorCode, HostStat, ReadFileOptions } from './host/host.js';
export { DEFAULT_MAX_READ_BYTES, HostError, isHostError, noHost } from './host/host.js';
export type { MemoryHostOptions } from './host/memory-host.js';
export { createMemoryHost } from './host/memory-host.js';

// formatters
export type { CoverageItem, FormatName, FormatOptions, Formatter, ReportFooter, ReportHeader } from './formatters/index.js';
export {
  FORMAT_NAMES,
  codeFrame,
  coverageOf,
  createFormatter,
  escapeData,
  escapeProperty,
  formatReport,
  notesOf,
  safeLineStart,
  visibleText,
  wellFormed,
} from './formatters/index.js';

// paths and globs
export {
  basename,
  dirname,
  isAbsolutePath,
  isWithin,
  joinPath,
  normalizePath,
  relativePath,
  resolvePath,
  toPosix,
} from './paths/posix.js';
export type { Containment, ContainmentFailure } from './paths/containment.js';
export { checkRelativePath, resolveInsideRoot } from './paths/containment.js';
export type { GlobCompiler, GlobOptions } from './paths/glob.js';
export { GlobTooComplex, MAX_GLOB_LENGTH, globMatcher, isGlobPattern, loadGlobCompiler, matchesGlob } from './paths/glob.js';

// text
export type { DecodeOptions } from './text/decode.js';
export { decodeUtf8, isInvalidUtf8, toUniversalNewlines } from './text/decode.js';
export type { LineIndex, Position } from './text/lines.js';
export { createLineIndex, splitLines } from './text/lines.js';
export { splitLfLines } from './text/lf-lines.js';
export { parseIsoTimestamp } from './text/iso-timestamp.js';

// safe regex
export type { CompileResult, RegexSyntax, SafeMatch, SafeRegex, SafeRegexOptions } from './regex/index.js';
export { RUN_REGEX_STEPS, RegexBudgetExceeded, compileSafeRegex } from './regex/index.js';

// hashing
export { sha256, sha256Hex } from './hash/sha256.js';

// Python compatibility
export * from './python/index.js';
export type { PyJsonFloat, PyJsonLoadsOptions, PyJsonObject, PyJsonPositions, PyJsonResult, PyJsonValue } from './python/json.js';
export { isPyJsonFloat, isPyJsonObject, pyFloat, pyFloatRepr, pyJsonLoads, pyJsonRepr, pyStr, pyTypeName } from './python/json.js';
export { pyFnmatch, pyFnmatchCase, pyFnmatchSuffix } from './python/fnmatch.js';
// The Python `re` translator (the bin loads it only for commands that use it: packages/cli/tsup.config.ts).
export type { PyPattern, PyRegexForms, PyRegexResult } from './python/re.js';
export { asciiFormApplies, lazyPyRegex, pyLiteralFragment, pyPattern, pyReFragment, pyRegex, pyRegexForms, translatePyRegex } from './python/re.js';
