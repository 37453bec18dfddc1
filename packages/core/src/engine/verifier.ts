import type { Finding, RuleSetting } from '@gauntlet/contracts/codes';
import type { Host } from '../host/host.js';
import { noHost } from '../host/host.js';
import { type NoOptions, type OptionsSchema, type RawOptions } from './options.js';
import type { FindingInput, MaybePromise, Rule, RuleContext, RuleMeta } from './rule.js';
import { toFinding } from './rule.js';
import { budgetExceededRule } from './core-rules.js';
import { type FindingsCap, createFindingsCap } from './findings-cap.js';
import { applyRuleSettings, rateFinding } from './settings.js';

/** Rule id → severity override, or `off`. */
export type RuleSettings = Readonly<Record<string, RuleSetting>>;

export interface VerifyOptions {
  /** Injected I/O; default: a host that refuses every call. */
  host?: Host;
  /** The input's id (path as given, `-`, record id): the default `file` of findings. */
  file?: string;
  /**
   * Severity overrides. They apply as each finding is reported, before anything reads its
   * severity: an `off` rule's findings are dropped and never stop evaluation.
   */
  rules?: RuleSettings;
  /**
   * Family options (command flags, host configuration), as given: each verifier reads the keys it
   * knows through its schema, so one bag serves every part of a composition.
   */
  options?: RawOptions;
  /** Per-rule options by rule id (config `rules: { id: [setting, options] }`). */
  ruleOptions?: RuleOptions;
}

/** Rule id → that rule's options. */
export type RuleOptions = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** What a verifier returns for one input. */
export interface Verification {
  findings: Finding[];
  data: Record<string, unknown>;
}

/**
 * A named check over one input. Every built-in family is a `Verifier`, and so is every
 * composition of verifiers: there is no private back door.
 */
export interface Verifier<TInput> {
  readonly id: string;
  readonly description: string;
  /** Every rule the verifier can run (for docs, `--list-rules` and SARIF `rules[]`). */
  readonly rules: readonly RuleMeta[];
  verify(input: TInput, options?: VerifyOptions): Promise<Verification>;
}

/** What `prepare` receives besides the input. */
export interface PrepareContext<TOptions = NoOptions> {
  readonly host: Host;
  readonly file: string | undefined;
  /** The verifier's options, as its schema read them. */
  readonly options: TOptions;
  /** Reports a finding outside any rule (rare: e.g. a parse failure that is itself the verdict). */
  report(rule: RuleMeta, finding: FindingInput): void;
  /** Reports that a per-run budget was spent while preparing (see `RuleContext.budgetSpent`). */
  budgetSpent(finding: Omit<FindingInput, 'reason' | 'severity'>): void;
}

export interface VerifierDefinition<TInput, TPrepared, TOptions = NoOptions> {
  id: string;
  description: string;
  rules: ReadonlyArray<Rule<TPrepared, TOptions>>;
  /**
   * Reads the options once per input, with their defaults (`defineOptions`); `prepare` and every
   * rule get the typed result. Without a schema they get an empty object.
   */
  options?: OptionsSchema<TOptions>;
  /** Parses or loads the input once for every rule (default: the input itself). */
  prepare?: (input: TInput, context: PrepareContext<TOptions>) => MaybePromise<TPrepared>;
  /**
   * Stop after the first rule that reports a blocker (reference tools that stop at the first
   * failure). The severity that counts is the effective one, after the caller's overrides.
   */
  stopAtFirstBlocker?: boolean;
  /**
   * The family's structured output (`data`), from the prepared value and the findings as the
   * rules reported them: `data` describes the input, so severity overrides do not change it.
   */
  data?: (prepared: TPrepared, findings: readonly Finding[], input: TInput) => Record<string, unknown>;
}

const NO_OPTIONS: NoOptions = Object.freeze({});
const NO_FINDINGS: readonly Finding[] = Object.freeze([]);

/**
 * Declares a verifier from rules. The rules run in their declared order (the family's
 * evaluation order), each seeing the prepared value; findings keep that order.
 */
export function defineVerifier<TInput, TPrepared = TInput, TOptions = NoOptions>(
  definition: VerifierDefinition<TInput, TPrepared, TOptions>,
): Verifier<TInput> {
  const declared = new Map<RuleMeta, ReadonlySet<string>>();
  const check = (rule: RuleMeta, reason: string) => {
    let reasons = declared.get(rule);
    if (!reasons) declared.set(rule, (reasons = new Set(rule.reasons)));
    if (!reasons.has(reason)) throw new TypeError(`rule ${rule.id} reported reason ${reason}, which it does not declare`);
  };
  return Object.freeze({
    id: definition.id,
    description: definition.description,
    rules: definition.rules,
    async verify(input: TInput, options: VerifyOptions = {}): Promise<Verification> {
      const host = options.host ?? noHost;
      const file = options.file;
      const settings = options.rules;
      const familyOptions = definition.options ? definition.options.parse(options.options ?? {}) : (NO_OPTIONS as TOptions);
      // Bounded memory: past the cap, findings are counted, not kept (findings-cap.ts). `data`
      // sees what the rules reported, before overrides; the result carries the rated findings.
      // Both are made at the first finding (a batch verifies mostly clean inputs by the hundred
      // thousand), and without overrides (`rules` not given) they are one.
      let findings: FindingsCap | undefined;
      let reported: FindingsCap | undefined;
      // Overrides first: a finding's effective severity is known the moment it is reported.
      const push = (rule: RuleMeta, finding: FindingInput): Finding | null => {
        check(rule, finding.reason);
        const made = toFinding(rule, finding, definition.id, file);
        findings ??= createFindingsCap(definition.id, file);
        if (settings === undefined) {
          findings.add(made);
          return made;
        }
        (reported ??= createFindingsCap(definition.id, file)).add(made);
        const rated = rateFinding(made, settings);
        if (rated !== null) findings.add(rated);
        return rated;
      };
      const budgetSpent = (finding: Omit<FindingInput, 'reason' | 'severity'>) => push(budgetExceededRule, { ...finding, reason: 'budget_exceeded' });
      const preparing = definition.prepare ? definition.prepare(input, { host, file, options: familyOptions, report: push, budgetSpent }) : (input as unknown as TPrepared);
      // Awaited only when it is a promise (one microtask less per input of a batch).
      const prepared = preparing instanceof Promise ? await preparing : preparing;
      // One context per input, not per rule (a batch verifies records by the hundred thousand):
      // rules run one at a time, each awaited, so `current` is the rule that reports.
      let current: RuleMeta = budgetExceededRule;
      let blocked = false;
      const context: RuleContext<TOptions> & { ruleOptions: Readonly<Record<string, unknown>> } = {
        host,
        file,
        options: familyOptions,
        ruleOptions: NO_OPTIONS,
        report(finding) {
          if (push(current, finding)?.severity === 'blocker') blocked = true;
        },
        budgetSpent(finding) {
          budgetSpent(finding);
          blocked = true;
        },
      };
      for (const rule of definition.rules) {
        current = rule;
        blocked = false;
        context.ruleOptions = options.ruleOptions?.[rule.id] ?? NO_OPTIONS;
        const pending = rule.check(prepared, context);
        if (pending) await pending;
        if (blocked && definition.stopAtFirstBlocker) break;
      }
      const kept = (settings === undefined ? findings : reported)?.kept ?? NO_FINDINGS;
      const data = definition.data ? definition.data(prepared, kept, input) : {};
      return { findings: findings ? findings.finish() : [], data };
    },
  });
}

export interface ComposeOptions {
  id: string;
  description?: string;
  /** Stop at the first verifier whose findings include a blocker (a `&&` gate). */
  stopAtFirstFailure?: boolean;
}

/**
 * Builds one verifier from several that take the same input. Findings are concatenated in
 * order; `data` is keyed by each part's id (`{ ledger: {...}, 'verdict-marker': {...} }`).
 */
export function compose<TInput>(options: ComposeOptions, ...verifiers: ReadonlyArray<Verifier<TInput>>): Verifier<TInput> {
  const rules = uniqueRules(verifiers.flatMap((verifier) => verifier.rules));
  return Object.freeze({
    id: options.id,
    description: options.description ?? `All of: ${verifiers.map((verifier) => verifier.id).join(', ')}.`,
    rules,
    async verify(input: TInput, verifyOptions: VerifyOptions = {}): Promise<Verification> {
      const findings: Finding[] = [];
      const data: Record<string, unknown> = {};
      for (const verifier of verifiers) {
        const part = await verifier.verify(input, verifyOptions);
        findings.push(...part.findings);
        data[verifier.id] = part.data;
        if (options.stopAtFirstFailure && part.findings.some((finding) => finding.severity === 'blocker')) break;
      }
      return { findings, data };
    },
  });
}

/** Every verifier runs; the input passes when none reports a blocker. */
export function all<TInput>(...verifiers: ReadonlyArray<Verifier<TInput>>): Verifier<TInput> {
  return compose({ id: verifiers.map((verifier) => verifier.id).join('+') || 'all' }, ...verifiers);
}

/** Runs `verifier` only when `predicate` holds for the input; otherwise passes with no findings. */
export function when<TInput>(
  predicate: (input: TInput) => MaybePromise<boolean>,
  verifier: Verifier<TInput>,
): Verifier<TInput> {
  return Object.freeze({
    id: verifier.id,
    description: verifier.description,
    rules: verifier.rules,
    async verify(input: TInput, options?: VerifyOptions): Promise<Verification> {
      return (await predicate(input)) ? verifier.verify(input, options) : { findings: [], data: {} };
    },
  });
}

/** Adapts a verifier to a larger input: `mapInput((gate) => gate.ledger, ledgerVerifier)`. */
export function mapInput<TOuter, TInner>(select: (input: TOuter) => TInner, verifier: Verifier<TInner>): Verifier<TOuter> {
  return Object.freeze({
    id: verifier.id,
    description: verifier.description,
    rules: verifier.rules,
    verify: (input: TOuter, options?: VerifyOptions) => verifier.verify(select(input), options),
  });
}

/**
 * The same verifier with severity overrides baked in (caller overrides still apply on top). The
 * merged settings go into the verifier, so they count in its stop-at-first-blocker decision; they
 * are applied once more to what comes back, for verifiers written by hand that ignore `rules`.
 */
export function withSettings<TInput>(verifier: Verifier<TInput>, settings: RuleSettings): Verifier<TInput> {
  return Object.freeze({
    id: verifier.id,
    description: verifier.description,
    rules: verifier.rules,
    async verify(input: TInput, options: VerifyOptions = {}): Promise<Verification> {
      const merged = { ...settings, ...options.rules };
      const result = await verifier.verify(input, { ...options, rules: merged });
      return { findings: applyRuleSettings(result.findings, merged), data: result.data };
    },
  });
}

function uniqueRules(rules: readonly RuleMeta[]): RuleMeta[] {
  const seen = new Set<string>();
  return rules.filter((rule) => (seen.has(rule.id) ? false : (seen.add(rule.id), true)));
}
