/**
 * The gate's fixed patterns (docs/rules/visual-evidence/README.md), exactly as the reference writes them: their
 * sources are emitted verbatim in `acceptedEvidence` / `symbolSignals`. JS semantics on purpose
 * (the reference is Node): `i` only, ASCII `\b \w \d`.
 */
export const UI_PATH_PATTERNS: readonly RegExp[] = [
  /(^|\/)Views\//,
  /\.swift$/,
  /\.tsx$/,
  /\.jsx$/,
  /\.vue$/,
  /\.svelte$/,
  /(^|\/)components?\/.+\.(ts|js)$/,
  /(^|\/)pages?\/.+\.(ts|js)$/,
  /(^|\/)app\/.+\.(ts|js)$/,
];

export const ACCEPTED_EVIDENCE: readonly RegExp[] = [
  /screenshot/i,
  /\.png\b/i,
  /\.jpe?g\b/i,
  /\bax[-_ ]?tree\b/i,
  /accessibility[-_ ]?tree/i,
  /native[-_ ]?ax[-_ ]?driver/i,
  /\bxcrun simctl io booted screenshot\b/i,
  /\bidb ui\b/i,
  /\bscan_macos\b/i,
  /\bibr\b[^a-z]*scan/i,
  /ssim/i,
  /\bplaywright\b/i,
  /\bpuppeteer\b/i,
  /\bui[-_ ]?validator\b/i,
  /dev[-_ ]?server.*(?:screenshot|render)/i,
  /\bpid[:= ]\s*\d+/i,
];

export const SYMBOL_ONLY: readonly RegExp[] = [
  /\bnm\s+[^\n]*\.(?:app|dylib|framework|so|exe|dll|o|a|bundle)/i,
  /\bstrings\s+/i,
  /\botool\s+-[lL]\b/i,
  /\bgit grep\b/i,
  /\bgrep\b.*(?:Sources|Views|src)\//i,
  /\bsymbol(?:s)?\s+(?:present|exist|found)/i,
  /\bidentifier(?:s)?\s+(?:present|exist|found)/i,
  /\bcompiles?\s+(?:cleanly|successfully)/i,
];

/** Reasons (docs/rules/visual-evidence/README.md#reasons). */
export const REASONS = {
  noTarget: 'uiTarget is null; gate does not apply',
  noUiFiles: 'no UI files changed in this chunk',
  evidence: 'visual/AX evidence present',
  reject:
    'symbol/string-only evidence is NOT a substitute for visual/AX verification. Required: render the running app (pid-anchored) and capture a screenshot, AX-tree dump, or scan result. See skills/build-loop/phases/ui-validation.md §"Visual validation".',
  warn: 'no recognized visual/AX evidence in the envelope and no symbol-only signal either; re-prompt the implementer to attach a screenshot, AX-tree dump, or scan result.',
} as const;
