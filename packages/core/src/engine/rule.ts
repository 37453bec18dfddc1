import type { Finding, Severity } from '@gauntlet/contracts/codes';
import type { Host } from '../host/host.js';
import type { NoOptions } from './options.js';

/** What a rule reports; the engine fills in `rule`, `verifier`, `file` and the default severity. */
export interface FindingInput {
  reason: string;
  message: string;
  /** Overrides the rule's default severity for this finding (e.g. an advisory variant). */
  severity?: Severity;
  file?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  evidence?: string[];
  hint?: string;
}

export interface RuleContext<TOptions = NoOptions> {
  /** Injected I/O; a verifier that needs no I/O gets a host that refuses every call. */
  readonly host: Host;
  /** The input's id (path as given, `-`, or a record id), used as the default `file`. */
  readonly file: string | undefined;
  /** The verifier's options, as its schema read them (`NoOptions` for a verifier without one). */
  readonly options: TOptions;
  /** This rule's own options (config `rules: { id: [setting, options] }`); the engine passes `{}` when none. */
  readonly ruleOptions?: Readonly<Record<string, unknown>>;
  report(finding: FindingInput): void;
  /**
   * Reports that a per-run budget was spent before the check finished: a `core/budget-exceeded`
   * blocker (an unfinished check never passes). Always present in the contexts `defineVerifier`
   * builds; optional for hand-built contexts.
   */
  budgetSpent?(finding: Omit<FindingInput, 'reason' | 'severity'>): void;
}

export type MaybePromise<T> = T | Promise<T>;

export interface RuleMeta {
  /** `<family>/<rule-name>`, kebab-case. */
  readonly id: string;
  /** One sentence: what the rule checks. */
  readonly description: string;
  /** Default severity of its findings. */
  readonly severity: Severity;
  /** Every reason code the rule can report (snake_case, from the family's contract). */
  readonly reasons: readonly string[];
  /** Repository-relative path of the rule's docs page, or an absolute URL (see `docsUrl`). */
  readonly docs: string;
  /** The options the rule takes in config (`[setting, { name: value }]`), by name; none when absent. */
  readonly options?: Readonly<Record<string, RuleOptionSpec>>;
}

/** One option a rule takes: its JSON type and one sentence for docs and `--list-rules`. */
export interface RuleOptionSpec {
  readonly type: 'boolean' | 'string';
  readonly description: string;
  /** For strings: the form the value must have (a regex source, anchored by the reader). */
  readonly pattern?: string;
}

export interface Rule<TInput, TOptions = NoOptions> extends RuleMeta {
  check(input: TInput, context: RuleContext<TOptions>): MaybePromise<void>;
}

export interface RuleDefinition<TInput, TOptions = NoOptions> extends Omit<RuleMeta, 'docs'> {
  /** Defaults to `docs/rules/<family>/<rule-name>.md`. */
  readonly docs?: string;
  check(input: TInput, context: RuleContext<TOptions>): MaybePromise<void>;
}

const RULE_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;
const REASON = /^[a-z0-9][a-z0-9_]*$/;

/** The docs page of a rule id: `docs/rules/<family>/<rule-name>.md`. */
export function docsPathOf(ruleId: string): string {
  const [family, name] = ruleId.split('/');
  return `docs/rules/${family}/${name}.md`;
}

/**
 * Declares a rule. Definition mistakes (a malformed id, no reason codes) throw at once, at
 * definition time, so they surface in the first test that imports the rule.
 */
export function defineRule<TInput, TOptions = NoOptions>(definition: RuleDefinition<TInput, TOptions>): Rule<TInput, TOptions> {
  if (!RULE_ID.test(definition.id)) {
    throw new TypeError(`rule id ${JSON.stringify(definition.id)} is not <family>/<rule-name> in kebab-case`);
  }
  if (definition.reasons.length === 0) throw new TypeError(`rule ${definition.id} declares no reason codes`);
  for (const reason of definition.reasons) {
    if (!REASON.test(reason)) throw new TypeError(`rule ${definition.id}: reason ${JSON.stringify(reason)} is not snake_case`);
  }
  return Object.freeze({ ...definition, docs: definition.docs ?? docsPathOf(definition.id) });
}

/** The family part of a rule id (`receipt` for `receipt/witness-ran-target`). */
export function familyOf(ruleId: string): string {
  const slash = ruleId.indexOf('/');
  return slash < 0 ? ruleId : ruleId.slice(0, slash);
}

/** Turns what a rule reported into a finding, with the key order of the JSON contract. */
export function toFinding(rule: RuleMeta, input: FindingInput, verifier: string, file: string | undefined): Finding {
  const finding: Finding = {
    verifier,
    rule: rule.id,
    reason: input.reason,
    severity: input.severity ?? rule.severity,
    message: input.message,
  };
  const where = input.file ?? file;
  if (where !== undefined) finding.file = where;
  if (input.line !== undefined) finding.line = input.line;
  if (input.column !== undefined) finding.column = input.column;
  if (input.endLine !== undefined) finding.endLine = input.endLine;
  if (input.endColumn !== undefined) finding.endColumn = input.endColumn;
  if (input.evidence !== undefined && input.evidence.length > 0) finding.evidence = input.evidence;
  if (input.hint !== undefined) finding.hint = input.hint;
  return finding;
}
