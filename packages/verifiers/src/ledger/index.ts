import {
  type Host,
  type PrepareContext,
  decodeUtf8,
  defineVerifier,
  isHostError,
  joinPath,
  type Verification,
  type VerifyOptions,
} from '@gauntlet/core';
import { isVerdictMarkerFileName as isMarkerFileName, type VerdictMarkerFile as MarkerFile, selectAndVerifyMarker } from '../verdict-marker/index.js';
import { canStartPhase } from './gate.js';
import { type LedgerOptions, type MarkerCheck, type ParsedLedgerOptions, type PreparedLedger, ledgerOptions } from './options.js';
import { fieldOf, parseLedger, phaseSummary } from './parse.js';
import { headerFields } from './rules/header-fields.js';
import { lineGrammar } from './rules/line-grammar.js';
import { phaseGate } from './rules/phase-gate.js';
import { phaseHeaders } from './rules/phase-headers.js';
import { phaseStatus } from './rules/phase-status.js';
import { transition } from './rules/transition.js';
import { verdictMarker } from './rules/verdict-marker.js';

export {
  HEADER_KEYS as LEDGER_HEADER_KEYS,
  PHASE_KEYS as LEDGER_PHASE_KEYS,
  PHASE_NAMES as LEDGER_PHASE_NAMES,
  STATUSES as LEDGER_PHASE_STATUSES,
  fieldOf as ledgerFieldOf,
  isAcknowledged as isPhaseAcknowledged,
  parseLedger,
  parseLedgerBytes,
  phaseOf as ledgerPhaseOf,
  phaseSummary as ledgerPhaseSummary,
  statusOf as ledgerStatusOf,
  type LedgerField,
  type LedgerPhase,
  type LedgerStatus,
  type ParsedLedger,
} from './parse.js';
export {
  canStartPhase,
  checkTransition,
  unlocksNext,
  type GateDecision as LedgerGateDecision,
  type GateIssue as LedgerGateIssue,
  type PhaseNumber as LedgerPhaseNumber,
} from './gate.js';
export type { LedgerOptions, MarkerCheck, PreparedLedger } from './options.js';

export const ledgerRules = [lineGrammar, phaseHeaders, headerFields, phaseStatus, transition, phaseGate, verdictMarker] as const;

/** The largest marker file read from a verdict directory. */
const MAX_MARKER_BYTES = 1024 * 1024;

async function readMarkers(host: Host, dir: string): Promise<MarkerFile[] | string> {
  let entries;
  try {
    entries = await host.readDir(dir);
  } catch (error) {
    return isHostError(error, 'ENOENT') || isHostError(error, 'ENOTDIR')
      ? `The verdict directory ${dir} does not exist, so there is no verdict marker.`
      : `The verdict directory ${dir} cannot be read, so no verdict marker can be verified.`;
  }
  const markers: MarkerFile[] = [];
  for (const entry of entries) {
    if (!isMarkerFileName(entry.name)) continue;
    const path = joinPath(dir, entry.name);
    try {
      const stat = await host.stat(path);
      if (stat === null || stat.kind !== 'file' || stat.size > MAX_MARKER_BYTES) continue;
      markers.push({ name: entry.name, text: decodeUtf8(await host.readFile(path), { stripBom: true }) });
    } catch {
      // an unreadable marker cannot be the verified one
    }
  }
  return markers;
}

async function prepare(text: string, context: PrepareContext<ParsedLedgerOptions>): Promise<PreparedLedger> {
  const { options, host } = context;
  const previous = options.previous === null ? null : parseLedger(options.previous);
  const ledger = parseLedger(text);
  let marker: MarkerCheck | null = null;
  if (options.markersDir !== null) {
    const dir = options.markersDir;
    const pipelineId = options.pipelineId ?? fieldOf(ledger.header, 'PipelineID')?.value ?? '';
    const files = pipelineId === '' ? 'The ledger has no PipelineID and none was given, so no verdict marker can be selected.' : await readMarkers(host, dir);
    const selection = typeof files === 'string' ? null : selectAndVerifyMarker(files, pipelineId);
    marker = selection
      ? { dir, pipelineId, problem: null, ...selection }
      : { dir, pipelineId, problem: files as string, selected: null, verified: false, reasons: ['marker_missing'], verdict: null };
  }
  return { ledger, previous, startPhase: options.startPhase, prefix: options.prefix, marker };
}

/**
 * The build gate ledger (docs/rules/ledger/README.md): format and state rules, and on request the
 * phase gate (`startPhase`), the status transitions since a previous ledger (`previous`) and the
 * newest verdict marker of a PipelineID (`markersDir` + `pipelineId`, read through the host).
 * Input: the ledger text. `data`: `phases`, `gate` (`{phase, allowed, reasons}` or null), `marker`.
 */
export const ledgerVerifier = defineVerifier<string, PreparedLedger, ParsedLedgerOptions>({
  id: 'ledger',
  description: 'Build gate ledger: line grammar, four phases, header fields, phase statuses, transitions, phase gate, verdict marker.',
  rules: ledgerRules,
  options: ledgerOptions,
  prepare,
  data: ({ ledger, startPhase, marker }) => {
    const gate = startPhase === null ? null : canStartPhase(ledger, startPhase);
    return {
      phases: phaseSummary(ledger),
      gate: gate && { phase: gate.phase, allowed: gate.allowed, reasons: gate.reasons },
      marker: marker && { selected: marker.selected, verified: marker.verified, reasons: marker.reasons },
    };
  },
});

/** Checks one build gate ledger (text or bytes). */
export function verifyLedger(ledger: string | Uint8Array, options: LedgerOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  const text = typeof ledger === 'string' ? ledger : decodeUtf8(ledger, { stripBom: true });
  return ledgerVerifier.verify(text, { ...verify, options: { ...verify.options, ...options } });
}
export {
  guardLedgerWrite,
  ledgerWriteTarget,
  projectHashOf as ledgerProjectHashOf,
  verdictDirOf as ledgerVerdictDirOf,
  LEDGER_FILE_NAME,
  type LedgerWriteGuardDecision,
  type LedgerWriteGuardInput,
} from './write-guard.js';
