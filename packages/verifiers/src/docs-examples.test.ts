import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '@gauntlet/contracts/codes';
import { type RuleMeta, createMemoryHost, familyOf, verdictOf } from '@gauntlet/core';
import { type DocsAdapter, type DocsExample, type DocsPage, type HarnessAttributes, exampleCoverageProblems, printsMessage, readDocsPage } from './docs-examples.test-helpers.js';
import { ALL_VERIFIERS } from './registry.js';

// Executable docs: each rule page's examples run through the rule, so a page cannot drift from
// its rule. A family opts in with `src/<family>/docs-examples.test-helpers.ts` exporting
// `docsExamples` (how an example becomes its verifier's input, and whether every page must have
// examples). See docs/rules/README.md, "Executable examples".

const repoRoot = join(__dirname, '..', '..', '..');
// The core rules' pages are about a run, not an artifact: their examples are command lines, run on
// the built bin by packages/cli/test/core-rule-docs.test.ts.
const rules: RuleMeta[] = ALL_VERIFIERS.flatMap((verifier) => verifier.rules);

async function loadAdapters(): Promise<Map<string, DocsAdapter<unknown>>> {
  const adapters = new Map<string, DocsAdapter<unknown>>();
  for (const family of readdirSync(__dirname)) {
    const path = join(__dirname, family, 'docs-examples.test-helpers.ts');
    if (!existsSync(path)) continue;
    const module = (await import(path)) as { docsExamples?: DocsAdapter<unknown> };
    if (module.docsExamples === undefined) throw new Error(`${path} exports no docsExamples`);
    adapters.set(family, module.docsExamples);
  }
  return adapters;
}

const adapters = await loadAdapters();
const pages = rules.map((rule) => ({ rule, page: readDocsPage(readFileSync(join(repoRoot, rule.docs), 'utf8')) }));

const bytesOf = (hex: string) => Uint8Array.from(hex.replace(/\s+/g, '').match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

async function run(adapter: DocsAdapter<unknown>, example: DocsExample): Promise<Finding[]> {
  const attributes = example.attributes as HarnessAttributes;
  const binary = Object.fromEntries(Object.entries(attributes.binary ?? {}).map(([path, hex]) => [path, bytesOf(hex)]));
  const host = createMemoryHost({
    files: { ...example.files, ...attributes.files, ...binary },
    unreadable: attributes.unreadable,
    directories: attributes.directories,
    symlinks: attributes.symlinks,
  });
  const context = { host, file: attributes.id, options: attributes.options, rules: attributes.rules };
  const other = adapter.findings?.(example, context);
  if (other !== undefined) return other;
  const { findings } = await adapter.verifier.verify(await adapter.input(example), context);
  return findings;
}

const where = (rule: RuleMeta, example: DocsExample) => `${rule.docs}:${example.line}`;

/** The page a deferral links, read from the docs tree (null when there is none). */
function linkedPage(rule: RuleMeta, href: string): DocsPage | null {
  const path = join(repoRoot, dirname(rule.docs), href.replace(/#.*$/, ''));
  return existsSync(path) ? readDocsPage(readFileSync(path, 'utf8')) : null;
}

describe('executable rule docs', () => {
  it('finds the families that opted in', () => {
    for (const family of adapters.keys()) expect(rules.some((rule) => familyOf(rule.id) === family), `no rules in family ${family}`).toBe(true);
  });

  it('lists the pages without executable examples (a failure only for families that require them)', () => {
    const lacking = pages.filter(({ page }) => page.sections.every((section) => section.examples.length === 0)).map(({ rule }) => rule.docs);
    if (lacking.length > 0) console.info(`Rule pages without executable examples (${lacking.length} of ${pages.length}):\n  ${lacking.join('\n  ')}`);
    const required = lacking.filter((docs) => adapters.get(familyOf(rules.find((rule) => rule.docs === docs)?.id ?? ''))?.required);
    expect(required).toEqual([]);
  });

  for (const { rule, page } of pages) {
    const adapter = adapters.get(familyOf(rule.id));
    const examples = page.sections.flatMap((section) => section.examples);
    if (adapter === undefined) {
      if (examples.length > 0) it(`${rule.docs}: examples need the family's docs-examples.test-helpers.ts`, () => expect.fail(`${rule.docs} has executable examples but ${familyOf(rule.id)} has no adapter`));
      continue;
    }

    describe(rule.docs, () => {
      it('its executable fences parse, and its reason headings are the rule\'s reasons', () => {
        expect(page.problems).toEqual([]);
        expect(page.sections.map((section) => section.reason).filter((reason) => !rule.reasons.includes(reason))).toEqual([]);
        const contradicted = page.sections.filter((section) => section.noFailingExample !== null && section.examples.some((example) => example.role === 'fail'));
        expect(contradicted.map((section) => `${section.reason}: says "No failing example" but has one`)).toEqual([]);
      });

      if (adapter.required) {
        it('shows every reason failing and passing, and states the default severity', () => {
          const relays = adapter.relays?.includes(rule.id) ?? false;
          expect(exampleCoverageProblems(rule, page, relays ? (href) => linkedPage(rule, href) : undefined)).toEqual([]);
          expect(page.defaultSeverity).toBe(rule.severity);
        });
      }

      for (const section of page.sections) {
        for (const example of section.examples) {
          const expected = example.role === 'fail' ? 'reports' : 'does not report';
          it(`${section.reason}: the ${example.role} example (line ${example.line}) ${expected} it`, async () => {
            const findings = await run(adapter, example);
            const own = findings.filter((finding) => finding.rule === rule.id && finding.reason === section.reason);
            expect(own.length > 0, `${where(rule, example)}: ${rule.id} ${expected} ${section.reason}; it reported ${JSON.stringify(findings.map((f) => `${f.rule} ${f.reason}`))}`).toBe(example.role === 'fail');
            const verdict = (example.attributes as HarnessAttributes).verdict;
            if (verdict !== undefined) expect(verdictOf(findings), `${where(rule, example)}: verdict; findings ${JSON.stringify(findings.map((f) => `${f.rule} ${f.reason} ${f.severity}: ${f.message}`))}`).toBe(verdict);
          });
        }
        const failing = section.examples.filter((example) => example.role === 'fail');
        const message = section.message;
        if (message !== null && failing.length > 0) {
          it(`${section.reason}: the quoted message is what a fail example prints`, async () => {
            const printed: string[] = [];
            for (const example of failing) {
              for (const finding of await run(adapter, example)) if (finding.rule === rule.id && finding.reason === section.reason) printed.push(finding.message);
            }
            expect(printed.some((text) => printsMessage(message, text)), `${rule.docs}:${section.line}: ${JSON.stringify(message)} is none of ${JSON.stringify(printed)}`).toBe(true);
          });
        }
      }
    });
  }
});
