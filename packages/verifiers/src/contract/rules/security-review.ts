import { defineRule } from '@gauntlet/core';
import { ContractReason } from '@gauntlet/contracts/codes';
import { isRecord } from '../parse.js';
import type { PreparedContract } from '../prepared.js';
import { isSupported, reportAt } from '../report.js';
import { describe } from './header-fields.js';

export const SECURITY_CATEGORIES = ['auth', 'crypto', 'external_input', 'secrets', 'network', 'pii_data', 'dependencies', 'destination'] as const;

/** security-signals.md: 2+ distinct categories, or any destination, is required; 1 other is recommended. */
export function derivedSecurityStatus(categories: readonly string[]): 'required' | 'recommended' | null {
  const distinct = new Set(categories);
  if (distinct.size === 0) return null;
  return distinct.size >= 2 || distinct.has('destination') ? 'required' : 'recommended';
}

export const securityReview = defineRule<PreparedContract>({
  id: 'contract/security-review',
  description: 'A security_review lists its detected signals with known categories, and its status follows from them.',
  severity: 'blocker',
  reasons: [
    ContractReason.contract_security_signals_empty,
    ContractReason.contract_security_category_invalid,
    ContractReason.contract_security_status_inconsistent,
  ],
  check({ contract }, context) {
    if (!isSupported(contract)) return;
    const review = contract.root.security_review;
    if (review === undefined || review === null) return;
    const signals = isRecord(review) && Array.isArray(review.signals_detected) ? review.signals_detected : [];
    if (signals.length === 0) {
      reportAt(contract, context, ['security_review', 'signals_detected'], {
        reason: ContractReason.contract_security_signals_empty,
        message: 'security_review is present but lists no detected signal.',
        hint: 'Omit security_review when no signal was detected; otherwise list each {category, evidence}.',
      });
      return;
    }
    const categories: string[] = [];
    let allValid = true;
    for (const [index, signal] of signals.entries()) {
      const category = isRecord(signal) ? signal.category : undefined;
      if (typeof category === 'string' && (SECURITY_CATEGORIES as readonly string[]).includes(category)) {
        categories.push(category);
        continue;
      }
      allValid = false;
      reportAt(contract, context, ['security_review', 'signals_detected', index, 'category'], {
        reason: ContractReason.contract_security_category_invalid,
        message: `category ${describe(category)} is not one of ${SECURITY_CATEGORIES.join(', ')}.`,
        hint: 'Use the categories of security-signals.md.',
      });
    }
    const status = isRecord(review) ? review.status : undefined;
    const derived = derivedSecurityStatus(categories);
    if (!allValid || derived === null || status === derived) return;
    reportAt(contract, context, ['security_review', 'status'], {
      reason: ContractReason.contract_security_status_inconsistent,
      severity: 'warning',
      message: `status ${describe(status)} disagrees with the signals: ${new Set(categories).size} distinct categor${new Set(categories).size === 1 ? 'y' : 'ies'}${categories.includes('destination') ? ' including destination' : ''} make it ${derived}.`,
      hint: 'Two or more distinct categories, or any destination signal, make the review required (siege runs automatically).',
    });
  },
});
