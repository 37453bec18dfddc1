import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { REJECT_MESSAGE, envelope, webChunk } from '../fixtures.test-helpers.js';
import { visualEvidenceVerifier } from '../index.js';
import { SYMBOL_ONLY } from '../patterns.js';

/** The source of the symbol-only pattern that names `what` (the evidence lists sources). */
const signal = (what: string): string => {
  const found = SYMBOL_ONLY.find((pattern) => pattern.source.includes(what));
  if (found === undefined) throw new Error(`no symbol-only pattern mentions ${what}`);
  return found.source;
};
const COMPILES = signal('compiles');
const rejected = (...evidence: string[]): ExpectedFinding => ({
  reason: 'visual_evidence_symbol_only',
  severity: 'blocker',
  line: null,
  message: REJECT_MESSAGE,
  evidence,
  hint: 'Render the running app and attach a screenshot, an AX-tree dump or a scan result.',
});

ruleTester.run(visualEvidenceVerifier, 'visual-evidence/symbol-only', {
  valid: [
    { name: 'a screenshot beside the symbol check', input: webChunk({ verification: 'pnpm build compiles cleanly', evidence_paths: ['shots/invoices.png'] }), verdict: 'pass' },
    { name: 'a pid-anchored AX tree dump', input: webChunk({ verification: 'AX tree of the running app (pid: 5120) shows the totals row' }), verdict: 'pass' },
    { name: 'no uiTarget: the gate does not apply', input: envelope({ files_changed: ['app/invoices/page.tsx'], verification: 'compiles cleanly' }), verdict: 'pass' },
    { name: 'uiTarget null', input: envelope({ uiTarget: null, files_changed: ['app/invoices/page.tsx'], verification: 'compiles cleanly' }), verdict: 'pass' },
    { name: 'no UI file changed', input: envelope({ uiTarget: 'web', files_changed: ['lib/totals.ts', 'docs/app/notes.md'], verification: 'compiles cleanly' }), verdict: 'pass' },
    { name: 'no evidence and no symbol check: a warning of visual-evidence/missing, not this rule', input: webChunk({ verification: '' }), verdict: 'pass' },
    { name: '"." does not cross a CR: grep and src/ on two lines are no signal', input: webChunk({ verification: 'grep -rn InvoiceTotals\r\nsrc/' }), verdict: 'pass' },
    { name: 'evidence_paths that are not strings are skipped; a string one still counts', input: webChunk({ verification: 'compiles cleanly', evidence_paths: [42, null, 'shots/A.PNG'] }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the only proof is that the build compiles',
      input: webChunk({ verification: 'pnpm build compiles cleanly' }),
      errors: [rejected(COMPILES)],
      verdict: 'fail',
      repaired: { input: webChunk({ verification: 'pnpm build compiles cleanly; screenshot of /invoices attached' }) },
    },
    {
      name: 'every signal, in haystack order then pattern order',
      input: webChunk({ verification: 'nm -gU build/Invoices.app/Invoices | head; git grep InvoiceTotals', evidence_paths: ['grep -rn InvoiceTotals src/'] }),
      errors: [rejected(signal('nm'), signal('git grep'), signal('.*'))],
      verdict: 'fail',
      repaired: { input: webChunk({ verification: 'nm -gU build/Invoices.app/Invoices | head; git grep InvoiceTotals', evidence_paths: ['grep -rn InvoiceTotals src/', 'shots/invoices.jpg'] }) },
    },
    {
      name: 'uiTarget "" still applies the gate',
      input: envelope({ uiTarget: '', files_changed: ['src/Widget.vue'], verification: 'strings dist/widget.js | grep Total' }),
      errors: [rejected(signal('strings'))],
      verdict: 'fail',
    },
    {
      name: 'uiTarget false still applies the gate',
      input: envelope({ uiTarget: false, files_changed: ['src/Widget.svelte'], verification: 'Otool -L build/Widget' }),
      errors: [rejected(signal('otool'))],
      verdict: 'fail',
    },
    {
      name: 'a Swift view whose symbols are present',
      input: envelope({ uiTarget: 'ios', files_changed: ['Sources/Views/InvoiceList.swift'], verification: 'Symbols present in the binary; identifiers found' }),
      errors: [rejected(signal('symbol'), signal('identifier'))],
      verdict: 'fail',
      repaired: { input: envelope({ uiTarget: 'ios', files_changed: ['Sources/Views/InvoiceList.swift'], verification: 'xcrun simctl io booted screenshot list.png' }) },
    },
    {
      name: 'a non-string file entry is tested as JavaScript String() does (an array joins with ",")',
      input: envelope({ uiTarget: 'web', files_changed: [['app', 'x.tsx']], verification: 'compiles successfully' }),
      errors: [rejected(COMPILES)],
      verdict: 'fail',
    },
    {
      name: 'CRLF between the JSON members',
      input: '{\r\n  "uiTarget": "web",\r\n  "files_changed": ["components/Total.ts"],\r\n  "verification": "compiles cleanly"\r\n}\r\n',
      errors: [rejected(COMPILES)],
      verdict: 'fail',
    },
    {
      name: 'huge: the signal after 300 kB of log',
      input: webChunk({ verification: `${'build step ok\n'.repeat(22_000)}strings build/app.js` }),
      errors: [rejected(signal('strings'))],
      verdict: 'fail',
    },
    {
      name: 'hostile: 100 000 "devserver" without a screenshot, then a symbol check (linear, not minutes)',
      input: webChunk({ verification: `${'devserver '.repeat(100_000)}compiles cleanly`, evidence_paths: [`${'grep '.repeat(50_000)}x`] }),
      errors: [rejected(COMPILES)],
      verdict: 'fail',
      repaired: { input: webChunk({ verification: `${'devserver '.repeat(100_000)}render checked in a screenshot; compiles cleanly` }) },
    },
  ],
});
