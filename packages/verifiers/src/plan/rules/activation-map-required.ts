import { defineRule, pyStrip } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import type { PlanDocument } from '../document.js';
import { type PreparedPlan, py, reportAt } from '../shared.js';
import { SECTION_END } from './reads-from-dependency.js';

// Anchored: the line must BE the declaration (a BOM before it on line 1 defeats it, as in Python).
const OVERRIDE = py('^\\s*(?:[-*]\\s*)?override\\s*:\\s*activation-map-exempt');
const STRONG_TOKEN = py(
  '\\b(?:stop\\s+hook|sessionstart|pretooluse|posttooluse|cron|launchd|watcher|git\\s+hook|pre-commit|post-commit|webhook|(?:repo-level|lifecycle|codex|claude|claude\\s+code|session|host)\\s+hooks?|hooks?\\.json)\\b',
);
const SOFT_TOKEN = py('\\b(?:gate|fires\\s+(?:on|for|at|when)|triggered\\s+by)\\b');
const CONTEXT_WORD = py(
  '\\b(?:hook|event|lifecycle|session|host|scheduler|scheduled|startup|shutdown|commit|deploy|webhook|cron|launchd|watcher|posttooluse|pretooluse|sessionstart)\\b',
);
const NEGATION = py(
  '\\b(?:as-is|as\\s+is|unchanged|stays?\\s+as|no\\s+changes?|no\\s+infra\\s+changes?|off\\s+the\\s+critical\\s+path|already\\s+(?:exists?|wired|installed|present)|not\\s+(?:change|changed|changes|touch|touched|modify|modified))\\b',
);
const CREATION = py(
  '\\b(?:new|add|adds|adding|creates?|creating|ships?|wires?|wiring|installs?|installing|introduces?|introducing|builds?|building)\\b',
);
const HEADING = py('^\\s*#{1,4}\\s+Activation\\s+Map\\b');
const TRIGGER = py('\\btrigger\\s*:');
const VERIFIED_LIVE = py('\\bverified-live\\s*:\\s*(\\S*)');
const TRAILING = /[.,;:)]+$/u;

export const ACTIVATION_MISSING_CLAIM =
  'Plan proposes a new event-driven / call-site-dependent component but has no `## Activation Map` section. Add the section listing every dormant-risk component with `trigger: <event-or-call-site>` and `verified-live: yes|pending`.';
export const ACTIVATION_EMPTY_CLAIM =
  "`## Activation Map` section is present but empty — the plan's dormant-risk component has no `trigger:`/`verified-live:` entry.";

/** The nearest non-blank line one or two steps away (`step` = -1 up, +1 down), or ''. */
function neighbour(lines: readonly string[], index: number, step: number): string {
  const first = lines[index + step];
  if (first === undefined) return '';
  if (pyStrip(first) !== '') return first;
  return lines[index + 2 * step] ?? '';
}

function dormantSignal(doc: PlanDocument): number {
  const { lines } = doc;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '') continue;
    const token = STRONG_TOKEN.test(line) || (SOFT_TOKEN.test(line) && CONTEXT_WORD.test(line));
    if (!token || NEGATION.test(line)) continue;
    if (CREATION.test(line) || CREATION.test(neighbour(lines, i, -1)) || CREATION.test(neighbour(lines, i, 1))) return i;
  }
  return -1;
}

export const activationMapRequired = defineRule<PreparedPlan>({
  id: 'plan/activation-map-required',
  description: 'A new hook, cron job, watcher or webhook needs an ## Activation Map with trigger: and verified-live: per component.',
  severity: 'blocker',
  reasons: [PlanReason.activation_map_required],
  check({ doc }, context) {
    const { lines } = doc;
    let heading = -1;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line === '') continue;
      if (OVERRIDE.test(line)) return;
      if (heading < 0 && HEADING.test(line)) heading = i;
    }
    const signal = dormantSignal(doc);
    if (signal < 0) return;
    const hint = 'List each dormant-risk component as "- <component> — trigger: <event or call site> — verified-live: yes|pending".';
    if (heading < 0) {
      reportAt(context, doc, signal, { reason: PlanReason.activation_map_required, message: ACTIVATION_MISSING_CLAIM, hint });
      return;
    }
    let entries = 0;
    for (let i = heading + 1; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line === '') continue;
      if (SECTION_END.test(line)) break;
      if (!TRIGGER.test(line)) continue;
      entries++;
      const live = VERIFIED_LIVE.exec(line);
      if (!live) {
        reportAt(context, doc, i, {
          reason: PlanReason.activation_map_required,
          message: 'An Activation Map entry has a trigger but no verified-live: status.',
          hint,
        });
        continue;
      }
      const value = (live[1] as string).toLowerCase().replace(TRAILING, '');
      if (!value.startsWith('pending')) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.activation_map_required,
        severity: 'warning',
        message: 'An Activation Map entry is verified-live: pending; map it to a verification task before Report.',
        hint: 'Add the task that proves the component fires live, then mark it verified-live: yes.',
      });
    }
    if (entries === 0) {
      reportAt(context, doc, signal, { reason: PlanReason.activation_map_required, message: ACTIVATION_EMPTY_CLAIM, hint });
    }
  },
});
