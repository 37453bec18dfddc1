import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { WARN_MESSAGE, envelope, webChunk } from '../fixtures.test-helpers.js';
import { visualEvidenceVerifier } from '../index.js';

const missing: ExpectedFinding = {
  reason: 'visual_evidence_missing',
  severity: 'warning',
  line: null,
  message: WARN_MESSAGE,
  hint: 'Attach a screenshot (.png/.jpg), an AX-tree dump or a scan result to evidence_paths or verification.',
};
const asBlocker = { 'visual-evidence/missing': 'blocker' } as const;

ruleTester.run(visualEvidenceVerifier, 'visual-evidence/missing', {
  valid: [
    { name: 'a screenshot path', input: webChunk({ evidence_paths: ['shots/invoices.png'] }), verdict: 'pass' },
    { name: 'a Playwright run', input: webChunk({ verification: 'Playwright opened /invoices and saw the totals row' }), verdict: 'pass' },
    { name: 'the gate does not apply without uiTarget', input: envelope({ files_changed: ['app/invoices/page.tsx'] }), verdict: 'pass' },
    { name: 'no UI file changed', input: envelope({ uiTarget: 'web', files_changed: ['lib/totals.ts'] }), rules: asBlocker, verdict: 'pass' },
    { name: 'symbol-only evidence is the blocker rule\'s case, not this one', input: webChunk({ verification: 'git grep InvoiceTotals' }), verdict: 'fail' },
    { name: 'ASCII case-insensitive: .PNG counts', input: webChunk({ evidence_paths: ['SHOTS/INVOICES.PNG'] }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a UI change with no evidence at all warns, and the gate passes',
      input: webChunk({ verification: '' }),
      errors: [missing],
      verdict: 'pass',
    },
    {
      name: 'raised to a blocker by configuration, it fails the gate until evidence is attached',
      input: webChunk({ verification: 'looked fine to me' }),
      rules: asBlocker,
      errors: [{ ...missing, severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: webChunk({ verification: 'looked fine to me', evidence_paths: ['ax-tree/invoices.txt', 'accessibility tree dump'] }) },
    },
    {
      name: 'no verification member and evidence_paths that is not a list',
      input: envelope({ uiTarget: 'macos', files_changed: ['Sources/Views/Sidebar.swift'], evidence_paths: 'shots/sidebar.png' }),
      errors: [missing],
      verdict: 'pass',
    },
    {
      name: '"." does not cross a CR: grep on one line, src/ on the next is no symbol signal',
      input: webChunk({ verification: 'grep -rn InvoiceTotals\r\nsrc/' }),
      errors: [missing],
      verdict: 'pass',
    },
    { name: 'a page script and no verification member', input: envelope({ uiTarget: 'web', files_changed: ['pages/index.js'] }), errors: [missing], verdict: 'pass' },
    {
      name: 'hostile: 100 000 "devserver" and "nm" lines that never reach a tail (linear, not minutes)',
      input: webChunk({ verification: 'devserver '.repeat(100_000), evidence_paths: ['nm \n'.repeat(50_000)] }),
      errors: [missing],
      verdict: 'pass',
    },
  ],
});
