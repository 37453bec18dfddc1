import { describe, expect, it } from 'vitest';
import { PLAN_RULE_IDS, PlanReason, codesOf } from '@gauntlet/contracts/codes';
import { planRules, verifyPlan } from './index.js';

/** The rule ids (without `plan/`) a plan produces, in report order. */
const ids = async (plan: string) => (await verifyPlan(plan)).findings.map((f) => f.rule.replace(/^plan\//, ''));
const only = async (plan: string, rule: string) => (await verifyPlan(plan)).findings.filter((f) => f.rule === `plan/${rule}`);
const lines = (...text: string[]) => text.join('\n');

describe('plan contract', () => {
  it('locks the 24 reason codes (the rule ids in snake_case, docs/rules/plan/README.md#rule-order order)', () => {
    expect(codesOf(PlanReason)).toEqual(PLAN_RULE_IDS.map((id) => id.replace(/-/g, '_')));
    expect(PLAN_RULE_IDS).toHaveLength(24);
    expect(planRules.map((rule) => rule.id)).toEqual(PLAN_RULE_IDS.map((id) => `plan/${id}`));
    for (const rule of planRules) expect(rule.reasons).toEqual([rule.id.slice(5).replace(/-/g, '_')]);
  });

  it('passes an empty plan and a plain one', async () => {
    expect(await ids('')).toEqual([]);
    expect(await ids('# Notes\n\nNothing to see.\n')).toEqual([]);
  });
});

describe('numeric-drift', () => {
  it('flags every later count that differs from the first', async () => {
    const plan = lines('We count 9 orphans after the sweep.', 'Only 7 orphans were left by Friday.', 'Back to 9 orphans.', 'Report says 3 orphans.');
    const found = await only(plan, 'numeric-drift');
    expect(found.map((f) => f.line)).toEqual([2, 4]);
    expect(found[0]?.severity).toBe('blocker');
  });
  it('ports the greedy prefix: "Total: 6 orphans, then 5 orphans" records only 5', async () => {
    expect(await only(lines('Total: 6 orphans, then 5 orphans', 'we found 5 orphans'), 'numeric-drift')).toEqual([]);
    expect(await only(lines('we found 6 orphans, then 5 orphans'), 'numeric-drift')).toHaveLength(1);
  });
  it('treats singular and plural as one bucket and passes equal counts', async () => {
    expect(await only(lines('1 orphan here', '1 orphans there'), 'numeric-drift')).toEqual([]);
  });
});

describe('route-change-evidence and less-invasive-shim', () => {
  it('flags a redirect with no evidence, once per line', async () => {
    expect(await ids('Serve /v1 with a 308 redirect to /v2 and remove route /v1.')).toEqual(['route-change-evidence', 'less-invasive-shim']);
  });
  it('is suppressed by a status marker or a rejection hint within 5 lines', async () => {
    expect(await ids(lines('Use a 301 redirect for /old.', '', '✅ verified in nginx.conf'))).toEqual([]);
    expect(await only(lines('Use a 301 redirect for /old.', 'We considered a dual mount.'), 'route-change-evidence')).toEqual([]);
  });
  it('needs whole words', async () => {
    expect(await only('We remove routes and rewrite towards the end.', 'route-change-evidence')).toEqual([]);
    expect(await only('We remove routes and rewrite towards the end.', 'less-invasive-shim')).toHaveLength(1);
  });
  it('shim is suppressed by an alternative within 5 lines, not by markers', async () => {
    expect(await only(lines('We deprecate the old client.', '✅ done'), 'less-invasive-shim')).toHaveLength(1);
    expect(await only(lines('We deprecate the old client.', 'Alternative: alias export.'), 'less-invasive-shim')).toEqual([]);
  });
});

describe('missing-evidence', () => {
  it('flags an unverified unused claim and honours the 3-line window', async () => {
    expect(await ids('The helper is unused.')).toEqual(['missing-evidence']);
    expect(await ids(lines('The helper is unused.', 'Checked with grep.'))).toEqual([]);
    expect(await ids(lines('The helper is unused.', 'a', 'b', 'c', 'verified by hand'))).toEqual(['missing-evidence']);
  });
  it('matches the reference quirk: "rg" inside ordinary words suppresses', async () => {
    expect(await only(lines('The module is dead.', 'A large refactor.'), 'missing-evidence')).toEqual([]);
  });
});

describe('scope-split', () => {
  const phases = (n: number) => Array.from({ length: n }, (_, i) => `## Phase ${i + 1}`).join('\n');
  it('reports more than five phases without milestones at the first phase heading (info)', async () => {
    const found = await only(`# Plan\n${phases(6)}`, 'scope-split');
    expect(found).toHaveLength(1);
    expect(found[0]?.line).toBe(2);
    expect(found[0]?.severity).toBe('info');
  });
  it('passes five phases, or six with a milestone', async () => {
    expect(await ids(phases(5))).toEqual([]);
    expect(await ids(`${phases(6)}\nMilestone A covers phases 1-3.`)).toEqual([]);
  });
});

describe('tool-without-permission-tier and risk surface', () => {
  it('flags a new tool with no tier within 10 lines', async () => {
    expect(await only('We add a new MCP server for billing.', 'tool-without-permission-tier')).toHaveLength(1);
    expect(await only(lines('We add a new MCP server for billing.', 'permission_tier: t2'), 'tool-without-permission-tier')).toEqual([]);
  });
  it('risk surface fires once at the first line unless a threat model is named anywhere', async () => {
    const plan = lines('Store credentials in the vault.', 'Add persistent memory.');
    expect((await only(plan, 'risk-surface-change-without-threat-model')).map((f) => f.line)).toEqual([1]);
    expect(await only(`${plan}\nThreat model: see doc.`, 'risk-surface-change-without-threat-model')).toEqual([]);
  });
});

describe('external-call-without-budget-ceiling', () => {
  it('flags an external call with no budget within 10 lines', async () => {
    expect(await ids('We integrate the OpenAI client for summaries.')).toEqual(['external-call-without-budget-ceiling']);
    expect(await ids(lines('We integrate the OpenAI client for summaries.', 'max_tokens: 800'))).toEqual([]);
  });
  it('keeps the leading \\b before $ (a quirk): "costs $5" does not count, "x$5" does', async () => {
    expect(await only(lines('Call the external API for prices.', 'It costs $5.'), 'external-call-without-budget-ceiling')).toHaveLength(1);
    expect(await only(lines('Call the external API for prices.', 'cap x$5'), 'external-call-without-budget-ceiling')).toEqual([]);
  });
});

describe('schema-migration-full-chain', () => {
  it('flags a schema path with no test or reader, at the first schema line', async () => {
    const found = await only(lines('Intro', 'Edit `src/app/schemas.py` to add a field.'), 'schema-migration-full-chain');
    expect(found.map((f) => f.line)).toEqual([2]);
    expect(found[0]?.message).toContain('src/app/schemas.py');
  });
  it('is silenced by a test path, a reader hint or the override', async () => {
    const base = 'Edit src/app/schemas.py to add a field.';
    const rule = 'schema-migration-full-chain';
    expect(await only(base, rule)).toHaveLength(1);
    expect(await only(lines(base, 'Test: tests/test_schema.py'), rule)).toEqual([]);
    expect(await only(lines(base, 'Update the reader.'), rule)).toEqual([]);
    expect(await only(lines(base, 'override: schema-migration-full-chain'), rule)).toEqual([]);
  });
  it('matches the migrate-script extension quirk and the serializer signal', async () => {
    const rule = 'schema-migration-full-chain';
    expect(await only('Run scripts/migrate_v3.py', rule)).toEqual([]);
    expect(await only('Run scripts/migrate_state_v4 once', rule)).toHaveLength(1);
    expect(await only('Change @dataclass(frozen=True) on Order', rule)).toHaveLength(1);
  });
});

describe('synthesis-dim-vague-value', () => {
  it('flags a vague value once per entry, never the key', async () => {
    const plan = lines('synthesis_dimensions:', '  placement: appropriate, as needed', '  reasonable_default: 3', '  appropriate: yes');
    const found = await only(plan, 'synthesis-dim-vague-value');
    expect(found.map((f) => f.line)).toEqual([2]);
  });
  it('ignores blocks inside fences', async () => {
    expect(await ids(lines('```yaml', 'synthesis_dimensions:', '  placement: as needed', '```'))).toEqual([]);
  });
});

describe('risk-reason-invalid-value', () => {
  it('accepts the five canonical values exactly', async () => {
    expect(await ids(lines('risk_reason: "deployment"', "risk_reason: 'user trust claim'", 'risk_reason:'))).toEqual([]);
  });
  it('flags anything else on every line', async () => {
    expect(await ids(lines('risk_reason: Deployment', 'risk_reason: security  protocol', '- risk_reason: nope'))).toEqual([
      'risk-reason-invalid-value',
      'risk-reason-invalid-value',
    ]);
  });
});

describe('scope-audit-required', () => {
  const front = (extra = '') => lines('id: "C7"', 'owner: api-team', 'modifies_api: true', `title: x${extra}`);
  it('flags modifies_api: true among YAML-ish keys, naming the chunk', async () => {
    const found = await only(front(), 'scope-audit-required');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain("chunk 'C7'");
  });
  it('is silent with scope_auditor_status anywhere or without two lower-case key neighbours', async () => {
    expect(await only(`${front()}\nscope_auditor_status: pass`, 'scope-audit-required')).toEqual([]);
    expect(await only(lines('Title: x', 'modifies_api: true', 'Owner: y'), 'scope-audit-required')).toEqual([]);
  });
});

describe('approach-lenses-missing', () => {
  it('fires at the first design word', async () => {
    expect((await only(lines('# Plan', 'Refactor the API layer.'), 'approach-lenses-missing')).map((f) => f.line)).toEqual([2]);
  });
  it('is silenced by an Approach Lenses line or a trivial-plan word', async () => {
    expect(await ids(lines('## Approach Lenses', 'Refactor the API layer.'))).toEqual([]);
    expect(await ids(lines('A typo fix in the API docs.'))).toEqual([]);
    expect(await ids(lines('**Approach Lenses**', 'Refactor the API.'))).toEqual(['approach-lenses-missing']);
  });
});

describe('task-id-convention', () => {
  it('reports duplicates, then a wrong start (no gap check)', async () => {
    const found = await only(lines('## T-2 a', '## T-2 b', '## T-3 c'), 'task-id-convention');
    expect(found.map((f) => f.message)).toEqual([
      'T-2 appears as a task heading on 2 different lines.',
      'T-N task IDs should start at T-1 (lowest defining heading: T-2).',
    ]);
  });
  it('reports gaps at the first mention anywhere', async () => {
    const found = await only(lines('See T-4 later.', '## T-1 a', '## T-4 d'), 'task-id-convention');
    expect(found.map((f) => [f.line, f.message])).toEqual([[1, 'T-N task IDs have gaps in defining headings; missing: T-2, T-3.']]);
  });
  it('is silent for prose-only mentions and sequential headings', async () => {
    expect(await ids('We do T-3 then T-9.')).toEqual([]);
    expect(await ids(lines('## T-1 a', '### T-2 b', '#### T-3 c'))).toEqual([]);
  });
  it('never loops over a hostile gap', async () => {
    const found = await only(lines('## T-1 a', '## T-999999999999 b'), 'task-id-convention');
    expect(found[0]?.message).toMatch(/and \d+ more/);
  });
});

describe('forbidden-path-conflict', () => {
  it('flags default forbidden paths with fnmatch semantics (* crosses /)', async () => {
    const found = await only('files_owned: [.github/workflows/nightly/build.yml, lib/main.ts, Package.resolved, "pnpm-lock.yaml"]', 'forbidden-path-conflict');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain("['.github/workflows/nightly/build.yml', 'Package.resolved', 'pnpm-lock.yaml']");
    expect(found[0]?.severity).toBe('warning');
  });
  it('ignores labels and block lists', async () => {
    expect(await ids(lines('**Files owned:** package-lock.json', 'files_owned:', '  - package-lock.json'))).toEqual([]);
  });
});

describe('parallel-decision-record', () => {
  it('fires with two chunk ids, a signal and no decision', async () => {
    const plan = lines('C1 and C2 are independent, so both can start.', 'Chunk 3 waits for both.');
    expect(await only(plan, 'parallel-decision-record')).toHaveLength(1);
    expect(await only(`${plan}\nparallel_batch: [C1, C2]`, 'parallel-decision-record')).toEqual([]);
    expect(await only(`${plan}\nparallel_batches: 2`, 'parallel-decision-record')).toHaveLength(1);
  });
  it('needs two distinct digit strings (chunk 1 and C1 are one chunk)', async () => {
    expect(await only(lines('chunk 1 is independent.', 'C1 again'), 'parallel-decision-record')).toEqual([]);
  });
});

describe('no-stop-language', () => {
  it('warns on a stop phrase unless the same line names a gate', async () => {
    expect(await ids('Ask the user which color to use.')).toEqual(['no-stop-language']);
    expect(await ids('Ask the user before the production deploy.')).toEqual([]);
    expect(await ids('The job halted yesterday.')).toEqual([]);
  });
});

describe('reads-from-dependency', () => {
  it('requires the section for plans that ship code (finding at line 1)', async () => {
    const found = await only(lines('# Plan', 'Edit src/app.ts'), 'reads-from-dependency');
    expect(found.map((f) => f.line)).toEqual([1]);
    // A missing section has no line to quote: no evidence (not the heading of line 1).
    expect(found[0]?.evidence).toBeUndefined();
  });
  it('flags unverified entries until the next H1-H4 heading', async () => {
    const plan = lines('Edit src/app.ts', '## Depends-on (reads-from)', '- `orders.json` — unverified', '- `users` - verified', '##### deep', '- `x` — unverified', '## Next', '- `y` — unverified');
    expect((await only(plan, 'reads-from-dependency')).map((f) => f.line)).toEqual([3, 6]);
  });
  it('is silenced by the override anywhere and exempts plans without code', async () => {
    expect(await only(lines('Edit src/app.ts', 'We use "override: reads-from-dependency" here.'), 'reads-from-dependency')).toEqual([]);
    expect(await ids('Update the README wording.')).toEqual([]);
    expect(await only('Refactor the docs; no code ships.', 'reads-from-dependency')).toEqual([]);
  });
});

describe('activation-map-required', () => {
  it('needs an Activation Map for a new hook', async () => {
    const found = await only(lines('# Plan', 'Add a SessionStart hook that warms the cache.'), 'activation-map-required');
    expect(found.map((f) => [f.line, f.severity])).toEqual([[2, 'blocker']]);
  });
  it('checks entries: missing verified-live is a blocker, pending a warning, none at all empty', async () => {
    const plan = lines(
      'Add a cron job for cleanup.',
      '## Activation Map',
      '- cleanup — trigger: nightly cron — verified-live: pending',
      '- other — trigger: commit',
      '- fine — trigger: x — verified-live: **pending**',
    );
    expect((await only(plan, 'activation-map-required')).map((f) => [f.line, f.severity])).toEqual([
      [3, 'warning'],
      [4, 'blocker'],
    ]);
    const empty = await only(lines('Add a cron job.', '## Activation Map', 'TBD'), 'activation-map-required');
    expect(empty.map((f) => f.message)[0]).toContain('present but empty');
  });
  it('honours negation and the anchored override', async () => {
    expect(await ids('The existing cron stays as is; no new work.')).toEqual([]);
    expect(await only(lines('Add a webhook.', '- override: activation-map-exempt'), 'activation-map-required')).toEqual([]);
    expect(await only(lines('Add a webhook.', 'We could say override: activation-map-exempt.'), 'activation-map-required')).toHaveLength(1);
  });
});

describe('decision-without-falsifier', () => {
  it('warns unless a falsifier appears within the heading and 12 lines', async () => {
    expect(await ids('## Decision: use Postgres')).toEqual(['decision-without-falsifier']);
    expect(await ids(lines('## Decision: use Postgres', 'Revisit if writes exceed 1k/s.'))).toEqual([]);
    expect(await ids(lines('## Decisions', 'none'))).toEqual([]);
  });
});

describe('tier-sanity', () => {
  it('flags judgment on script and mechanical work on opus, in line order', async () => {
    const plan = lines('Rename the modules.', 'dispatch_tier: opus', '', '', 'Review the error copy.', 'dispatch_tier: script');
    expect(await ids(plan)).toEqual(['tier-sanity-mechanical-on-opus', 'tier-sanity-judgment-on-script']);
  });
  it('does not flag opus when judgment is also in the window', async () => {
    expect(await ids(lines('Rename and review the docs.', 'dispatch_tier = "opus"'))).toEqual([]);
  });
});
