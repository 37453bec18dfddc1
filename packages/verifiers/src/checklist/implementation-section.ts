import { ChecklistReason } from '@gauntlet/contracts/codes';
import type { StructuralCheck } from './item-rule.js';
import { missingTerms, sectionAfter } from './text.js';

/**
 * The check items 20–22 share: the plan body has the section (the reference's "implementation
 * scope" gate always holds) and the section uses the item's terms. Warnings.
 */
export function implementationSection(heading: RegExp, title: string, terms: readonly string[]): StructuralCheck {
  return {
    reasons: [ChecklistReason.checklist_section_missing, ChecklistReason.checklist_section_terms_missing],
    check({ body }) {
      const section = sectionAfter(body.text, heading);
      if (section === null) {
        return [{ reason: ChecklistReason.checklist_section_missing, severity: 'warning', message: `Implementation scope detected but no \`## ${title}\` section found.` }];
      }
      const missing = missingTerms(section.text, terms);
      if (missing.length === 0) return [];
      return [
        {
          reason: ChecklistReason.checklist_section_terms_missing,
          severity: 'warning',
          message: `Section is present but missing term(s): ${missing.join(', ')}`,
          line: body.lineOf(section.index),
        },
      ];
    },
  };
}
