import type { RuleConfigEntry } from '@gauntlet/contracts/codes';
import { docsUrl, globMatcher } from '@gauntlet/core';
import { DEFAULT_SPEC_DIRS, parseSpec } from '@gauntlet/verifiers';
import type { RepoScan } from './scan.js';

/** One thing `init` saw that points at a workflow. */
export interface Evidence {
  path: string;
  why: string;
}

/** A `files` entry `init` proposes, with the files it matches today. */
export interface Mapping {
  glob: string;
  command: string;
  what: string;
  matches: number;
}

/** A workflow `init` found, and what it proposes for it. */
export interface WorkflowFinding {
  id: string;
  name: string;
  evidence: Evidence[];
  mappings: Mapping[];
  ignores: string[];
  rules: Record<string, RuleConfigEntry>;
  /** Why a rule setting was proposed, by rule id. */
  ruleReasons: Record<string, string>;
  /** What the config cannot map (artifacts outside the repository, commands over folders or history). */
  notes: string[];
}

/** Reads a repository file as text (bounded), or null. */
export type ReadText = (path: string) => Promise<string | null>;

export interface Detector {
  id: string;
  name: string;
  detect(scan: RepoScan, read: ReadText): Promise<WorkflowFinding | null>;
}

interface Artifact {
  glob: string;
  command: string;
  what: string;
}

async function countMatches(scan: RepoScan, glob: string): Promise<number> {
  const matches = await globMatcher(glob);
  return scan.files.filter((file) => matches(file)).length;
}

async function found(scan: RepoScan, artifacts: readonly Artifact[], keepEmpty: (artifact: Artifact) => boolean): Promise<Mapping[]> {
  const mappings: Mapping[] = [];
  for (const artifact of artifacts) {
    const matches = await countMatches(scan, artifact.glob);
    if (matches > 0 || keepEmpty(artifact)) mappings.push({ ...artifact, matches });
  }
  return mappings;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Plugin names enabled in `.claude/settings.json` (`enabledPlugins: { "name@marketplace": true }`). */
async function claudePlugins(read: ReadText): Promise<string[]> {
  const text = await read('.claude/settings.json');
  if (text === null) return [];
  try {
    const plugins = (JSON.parse(text) as { enabledPlugins?: unknown }).enabledPlugins;
    if (plugins === null || typeof plugins !== 'object') return [];
    return Object.entries(plugins as Record<string, unknown>).filter(([, on]) => on === true).map(([name]) => name.split('@')[0] as string);
  } catch {
    return [];
  }
}

const CRUCIBLE_ARTIFACTS: readonly Artifact[] = [
  { glob: 'docs/plans/**/*-contract.yaml', command: 'contract', what: 'contract YAML' },
  { glob: '**/*.rcpt', command: 'receipt', what: 'subagent receipts' },
  { glob: '**/receipt-ledger.jsonl', command: 'receipt-ledger', what: 'dispatch receipt ledgers' },
  { glob: '**/build-gate-ledger*.md', command: 'ledger', what: 'build gate ledgers' },
  { glob: '**/gate-verdict-*.md', command: 'verdict-marker', what: 'quality-gate verdict markers' },
  { glob: '**/handoff-*-to-*.md', command: 'handoff', what: 'phase handoff manifests' },
  { glob: '**/cairn-*.md', command: 'cairn', what: 'invariant cairns' },
  { glob: '**/pipeline-status.md', command: 'status', what: 'pipeline status files' },
];

export const crucible: Detector = {
  id: 'crucible',
  name: 'crucible',
  async detect(scan, read) {
    const evidence: Evidence[] = [];
    if ((await claudePlugins(read)).includes('crucible')) evidence.push({ path: '.claude/settings.json', why: 'enables the crucible plugin' });
    const dispatch = scan.dirs.filter((dir) => /(^|\/)crucible-dispatch-[^/]+$/.test(dir));
    if (dispatch.length > 0) evidence.push({ path: `${dispatch[0]}/`, why: `a crucible dispatch folder (${plural(dispatch.length, 'folder')})` });
    const mappings = await found(scan, CRUCIBLE_ARTIFACTS, (artifact) => evidence.length > 0 && artifact.command === 'contract');
    const artifacts = mappings.reduce((sum, mapping) => sum + mapping.matches, 0);
    const first = mappings.find((mapping) => mapping.matches > 0);
    if (first) {
      const matches = await globMatcher(first.glob);
      const path = scan.files.find((file) => matches(file)) as string;
      evidence.push({ path, why: `${first.what.replace(/s$/, '')}${artifacts > 1 ? ` (and ${plural(artifacts - 1, 'more crucible artifact')})` : ''}` });
    }
    if (evidence.length === 0) return null;
    return {
      id: 'crucible',
      name: 'crucible',
      evidence,
      mappings,
      ignores: [],
      rules: {},
      ruleReasons: {},
      notes: [
        'crucible keeps gate ledgers, verdict markers, handoffs, cairns and pipeline-status.md in ~/.claude/projects/<project>/memory/, and dispatch folders in /tmp/crucible-dispatch-<session>/: outside the repository, so lint them there by command, e.g. gauntlet-lint ledger <memory>/build-gate-ledger.md',
        'a receipt with its disk checks and ledger binding: gauntlet-lint receipt --tier2 --ledger <dispatch>/receipt-ledger.jsonl RECEIPT',
      ],
    };
  },
};

const BUILD_LOOP_ARTIFACTS: readonly Artifact[] = [
  { glob: 'docs/plans/**/*.md', command: 'plan', what: 'plans (plan-verify)' },
  { glob: '.build-loop/briefs/**/*.md', command: 'brief', what: 'hand-off briefs' },
];

export const buildLoop: Detector = {
  id: 'build-loop',
  name: 'build-loop',
  async detect(scan, read) {
    const evidence: Evidence[] = [];
    if (scan.dirs.includes('.build-loop')) {
      const config = scan.files.includes('.build-loop/config.json') ? ' with config.json' : '';
      evidence.push({ path: '.build-loop/', why: `build-loop's working folder${config}` });
    }
    if ((await claudePlugins(read)).includes('build-loop')) evidence.push({ path: '.claude/settings.json', why: 'enables the build-loop plugin' });
    if (evidence.length === 0) return null;
    const mappings = await found(scan, BUILD_LOOP_ARTIFACTS, () => true);
    return {
      id: 'build-loop',
      name: 'build-loop',
      evidence,
      mappings,
      // Spec checklists keep a sibling <plan>.handoff.md next to the plan: not a plan.
      ignores: ['docs/plans/**/*.handoff.md'],
      rules: {},
      ruleReasons: {},
      notes: [
        "plan's repo-backed rules (delete-with-callers, package-state, forbidden-path-conflict) need the repository: gauntlet-lint plan --repo . docs/plans/PLAN.md",
        'partitions, visual-evidence envelopes and spec checklists have no fixed place: gauntlet-lint partition FILE.json, visual-evidence ENVELOPE.json, checklist PLAN.md',
      ],
    };
  },
};

export const gsd: Detector = {
  id: 'gsd',
  name: 'GSD (get-shit-done)',
  async detect(scan) {
    const evidence: Evidence[] = [];
    if (scan.dirs.includes('.planning')) {
      const parts = ['STATE.md', 'ROADMAP.md', 'phases'].filter((name) => scan.files.includes(`.planning/${name}`) || scan.dirs.includes(`.planning/${name}`));
      evidence.push({ path: '.planning/', why: `GSD's planning folder${parts.length > 0 ? ` (${parts.join(', ')})` : ''}` });
    }
    if (scan.dirs.includes('.claude/commands/gsd')) evidence.push({ path: '.claude/commands/gsd/', why: "GSD's Claude Code commands" });
    if (evidence.length === 0) return null;
    return {
      id: 'gsd',
      name: 'GSD (get-shit-done)',
      evidence,
      mappings: [],
      ignores: [],
      rules: {},
      ruleReasons: {},
      notes: [
        "GSD's gates run over git history and folders, not over single files, so the config maps nothing for them:",
        '  the MVP+TDD review of a phase: gauntlet-lint tdd --review --repo . --phase <P>',
        '  after an update re-applied your local patches: gauntlet-lint patches --patches-dir <backup> --config-dir <installed>',
      ],
    };
  },
};

/** The first line of a spec file while pi-gauntlet's brainstorm holds it (not a spec yet). */
const CONTEXT_DRAFT = '# CONTEXT DRAFT - NOT A SPEC - fully replaced at spec-writing';
const DATED = /^(\d{4}-\d{2}-\d{2})-/;
const MAX_SPECS_READ = 500;

interface SpecFacts {
  path: string;
  date: string | null;
  acSection: boolean;
  piHeaders: string[];
}

async function readSpecFacts(path: string, read: ReadText): Promise<SpecFacts | null> {
  const text = await read(path);
  if (text === null) return null;
  const parsed = parseSpec(text, { specDirs: DEFAULT_SPEC_DIRS });
  const piHeaders: string[] = [];
  if (!parsed.grant.codes.some((code) => code.code === 'grant_line_absent')) piHeaders.push('**Amend-grant:**');
  if (!parsed.engine.codes.some((code) => code.code === 'engine_line_absent')) piHeaders.push('**Engine:**');
  if (parsed.acceptance.data.form !== null) piHeaders.push('## Acceptance criteria');
  if (parsed.lines.some((line) => line.startsWith('> **Superseded'))) piHeaders.push('a supersession banner');
  if (parsed.lines[0] === CONTEXT_DRAFT) piHeaders.push('the CONTEXT DRAFT marker');
  const name = path.slice(path.lastIndexOf('/') + 1);
  return { path, date: DATED.exec(name)?.[1] ?? null, acSection: parsed.acceptance.data.form !== null, piHeaders };
}

/**
 * When every dated spec without an acceptance-criteria section is older than the first dated spec
 * with one, the repository switched at that date: specs before it are legacy.
 */
function legacyCutover(specs: readonly SpecFacts[]): { date: string; legacy: number } | null {
  const withSection = specs.filter((spec) => spec.acSection && spec.date !== null).map((spec) => spec.date as string).sort();
  const without = specs.filter((spec) => !spec.acSection && !spec.piHeaders.includes('the CONTEXT DRAFT marker'));
  const cutover = withSection[0];
  if (cutover === undefined || without.length === 0) return null;
  if (!without.every((spec) => spec.date !== null && spec.date < cutover)) return null;
  return { date: cutover, legacy: without.length };
}

export const piGauntlet: Detector = {
  id: 'pi-gauntlet',
  name: 'pi-gauntlet',
  async detect(scan, read) {
    const evidence: Evidence[] = [];
    const settings = await read('.pi/settings.json');
    if (settings !== null && /pi-gauntlet|piGauntlet/.test(settings)) evidence.push({ path: '.pi/settings.json', why: 'configures pi-gauntlet' });
    const specDirs = DEFAULT_SPEC_DIRS.filter((dir) => scan.dirs.includes(dir));
    const specs: SpecFacts[] = [];
    for (const dir of specDirs) {
      for (const path of scan.files.filter((file) => file.startsWith(`${dir}/`) && file.endsWith('.md')).slice(0, MAX_SPECS_READ)) {
        const facts = await readSpecFacts(path, read);
        if (facts) specs.push(facts);
      }
    }
    const marked = specs.filter((spec) => spec.piHeaders.length > 0);
    if (marked.length > 0) {
      const first = marked[0] as SpecFacts;
      evidence.push({ path: first.path, why: `has pi-gauntlet's ${first.piHeaders.join(', ')}${marked.length > 1 ? ` (and ${plural(marked.length - 1, 'more spec')})` : ''}` });
    }
    if (evidence.length === 0) return null;
    const dirs = specDirs.length > 0 ? specDirs : [DEFAULT_SPEC_DIRS[0] as string];
    const mappings: Mapping[] = [];
    for (const dir of dirs) {
      const glob = `${dir}/**/*.md`;
      mappings.push({ glob, command: 'spec', what: 'specs', matches: await countMatches(scan, glob) });
    }
    const rules: Record<string, RuleConfigEntry> = {};
    const ruleReasons: Record<string, string> = {};
    const cutover = legacyCutover(specs);
    if (cutover) {
      rules['spec/ac-section'] = ['blocker', { legacyBefore: cutover.date }];
      const they = cutover.legacy === 1 ? 'it is a legacy spec' : 'they are legacy specs';
      ruleReasons['spec/ac-section'] = `${plural(cutover.legacy, 'spec')} dated before ${cutover.date} ${cutover.legacy === 1 ? 'has' : 'have'} no acceptance-criteria section, and the first spec with one is dated ${cutover.date}: ${they} (an info note, not a failure)`;
    }
    const lacking = specs.filter((spec) => !spec.acSection).length;
    const notes = [
      'first-line markers of skill turns and council audits live in the conversation and in commit bodies: gauntlet-lint marker -, and git log -1 --format=%B | gauntlet-lint council-audit -',
    ];
    if (!cutover && lacking > 0) {
      notes.unshift(`${plural(lacking, 'spec')} ${lacking === 1 ? 'has' : 'have'} no acceptance-criteria section and will fail spec/ac-section; if they predate the section, see its legacy options: ${docsUrl('docs/rules/spec/ac-section.md')}`);
    }
    return { id: 'pi-gauntlet', name: 'pi-gauntlet', evidence, mappings, ignores: [], rules, ruleReasons, notes };
  },
};

/** In the order their mappings go into `files` (the first matching glob wins). */
export const DETECTORS: readonly Detector[] = [crucible, buildLoop, piGauntlet, gsd];
