/**
 * @gauntlet/verifiers: the verifier families. Each family is a folder under src/ with its rules in
 * `rules/<rule>.ts`. This file is the public API, name by name: a name not listed here is internal.
 * `src/public-api.test.ts` pins the list against `api-report.md`; change both together.
 */

// gate-prompt
export {
  GATE_PATTERNS, GATE_PATTERN_NAMES, gatePromptRules, gatePromptVerifier, parseGatePrompt,
  verifyGatePrompt,
} from './gate-prompt/index.js';
export type {
  GatePattern, GatePromptOptions, GateQuestion, ParsedGatePrompt, ParsedGatePromptOptions,
} from './gate-prompt/index.js';

// receipt
export {
  TIER1_RULES, bindReceipt, lintReceipt, lintReceiptBatch, normalizeReceipt, parseReceipt,
  receiptBindingVerifier, receiptHash, receiptPrefix, receiptRule, receiptRules, receiptTextRule,
  receiptVerifier, runTier1, verifyReceipt,
} from './receipt/index.js';
export type {
  ArtifactEntry, BatchResultHandler, Binding, Claim, Layer2, Layer2Line, ParsedReceipt,
  ReceiptDocument, ReceiptOptions, ReceiptRule, ReceiptRuleDefinition, ReceiptRun,
  ReceiptTextRule, ReceiptTextRuleDefinition, ReceiptTier1Outcome, ReceiptVersion,
  Tier1Outcome, TraceEntry, Verdict, Witness, WitnessRange,
} from './receipt/index.js';

// tripwire
export {
  applySweep, formatManifestLine, manifestEntryOf, matchGlob, parseManifestLine,
  runTripwireScenario, sweepReceipt, tripwireRules, tripwireVerifier, verifyTripwire,
} from './tripwire/index.js';
export type {
  Firing, ManifestEntry, SweepInput, SweepOutcome, SweepRejection,
} from './tripwire/index.js';

// contract
export {
  checkContractTags, contractRules, contractVerifier, declaredTestTags, parseContract,
  parseCoverageMap, tagGrammarOf, verifyContract,
} from './contract/index.js';
export type {
  ContractOptions, ContractPathSegment, CoverageMap, CoverageMapEntry, DeclaredTestTags,
  ParsedContract, PreparedContract, TagCarrier, TagCoverage, TagFinding, TagGrammar, TagMapCheck,
} from './contract/index.js';

// ledger
export {
  LEDGER_FILE_NAME, LEDGER_HEADER_KEYS, LEDGER_PHASE_KEYS, LEDGER_PHASE_NAMES,
  LEDGER_PHASE_STATUSES, canStartPhase, checkTransition, guardLedgerWrite, ledgerFieldOf,
  ledgerRules, ledgerVerifier, ledgerWriteTarget, parseLedger, parseLedgerBytes, verifyLedger,
} from './ledger/index.js';
export type {
  LedgerField, LedgerGateDecision, LedgerGateIssue, LedgerOptions, LedgerPhase, LedgerPhaseNumber,
  LedgerStatus, LedgerWriteGuardDecision, LedgerWriteGuardInput, MarkerCheck, ParsedLedger,
  PreparedLedger,
} from './ledger/index.js';

// verdict-marker
export {
  VERDICT_MARKER_VERDICTS, isVerdictMarkerFileName, parseVerdictMarker, selectAndVerifyMarker,
  verdictMarkerRules, verdictMarkerVerifier, verifyVerdictMarker,
} from './verdict-marker/index.js';
export type {
  ParsedVerdictMarker, VerdictMarkerField, VerdictMarkerFile, VerdictMarkerSelection,
} from './verdict-marker/index.js';

// handoff
export {
  HANDOFF_REQUIRED_INPUTS, handoffRules, handoffVerifier, parseHandoff, verifyHandoff,
} from './handoff/index.js';
export type {
  HandoffItem, HandoffOptions, HandoffSection, ParsedHandoff, PreparedHandoff,
} from './handoff/index.js';

// registry
export { ALL_VERIFIERS } from './registry.js';

// plan
export {
  PLAN_REPO_SEARCHES, countSynthesisDimensions, decodePlan, planRules, planVerifier, readPlan,
  verifyPlan,
} from './plan/index.js';
export type { PlanDocument, PlanInput, PlanOptions, PreparedPlan } from './plan/index.js';

// marker
export {
  markerRules, markerVerifier, parseInventory, parseTurn, verifyMarker,
} from './marker/index.js';
export type {
  MarkerIssue, MarkerOptions, MarkerPlacement, NumberedRow, ParsedMarker, ParsedTurn,
} from './marker/index.js';

// spec
export {
  DEFAULT_SPEC_DIRS, parseSpec, readAcceptance, readAmendGrant, specRules, specVerifier, verifySpec,
} from './spec/index.js';
export type {
  AcDisposition, AcRow, AcceptanceData, AcceptanceReading, AmendGrantData, EngineData,
  EngineReading, GrantReading, HeaderBlock, ParsedSpec, PlaceholderHit, SpecOptions,
} from './spec/index.js';

// spec-pr
export {
  analyzeSpecPr, parseNameStatus, specPrRules, specPrVerifier, verifySpecPr,
} from './spec-pr/index.js';
export type {
  LoadedPr, NameStatusEntry, NameStatusListing, SpecContents, SpecPrAnalysis, SpecPrInput,
  SpecPrIssue, SpecPrOptions, SpecPrReading,
} from './spec-pr/index.js';

// council-audit
export {
  councilAuditRules, councilAuditVerifier, parseAudit, verifyCouncilAudit,
} from './council-audit/index.js';
export type { AuditProblem, CouncilAuditItem, ParsedAudit } from './council-audit/index.js';

// conformance-report
export {
  conformanceReportRules, conformanceReportVerifier, parseConformanceReport,
  verifyConformanceReport,
} from './conformance-report/index.js';
export type { Category, ParsedReport, ReportIssue, ReportRow } from './conformance-report/index.js';

// partition
export {
  PARTITION_GLOB_STEPS, compileGlob, expandBraces, globAccepts, intersectGlobs, parsePartition,
  parsePathList, partitionRules, partitionVerifier, verifyPartition,
} from './partition/index.js';
export type {
  Coverage, GlobAutomaton, GlobOverlap, Overlap, ParsedPartition, PartitionAgent, PartitionOptions,
  PreparedPartition,
} from './partition/index.js';

// brief
export { BRIEF_FIELDS, briefRules, briefVerifier, parseBrief, verifyBrief } from './brief/index.js';
export type { BriefField, BriefFieldSpec, ParsedBrief } from './brief/index.js';

// visual-evidence
export {
  evaluateEnvelope, verifyVisualEvidence, visualEvidenceRules, visualEvidenceVerifier,
} from './visual-evidence/index.js';
export type { VisualEvidenceDecision, VisualEvidenceOutcome } from './visual-evidence/index.js';

// checklist
export {
  CHECKLIST_ITEMS, analyzeChecklist, checklistRules, checklistVerifier, verifyChecklist,
} from './checklist/index.js';
export type {
  AnalyzedChecklist, ChecklistInput, ChecklistItemResult, ChecklistItemSpec, ItemRule,
  PreparedChecklist, StructuralCheck, StructuralFinding,
} from './checklist/index.js';

// receipt-ledger
export {
  dispatchManifestRules, dispatchManifestVerifier, parseNoticedEntries, parseReceiptLedger,
  receiptLedgerRules, receiptLedgerVerifier, reconcileNoticed, resumeState, verifyDispatchManifest,
  verifyReceiptLedger,
} from './receipt-ledger/index.js';
export type {
  JsonlLine, ManifestState, NoticedEntry, NoticedMeta, ParsedReceiptLedger,
} from './receipt-ledger/index.js';

// csb
export {
  CSB_END, CSB_SECTIONS, CSB_START, csbRules, csbVerifier, decisionIds, parseCsb, verifyCsb,
} from './csb/index.js';
export type { CsbInput, CsbTexts, ParsedCsb } from './csb/index.js';

// status
export {
  applyStatusWrite, formatElapsed, parseStatus, statusRules, statusVerifier, verifyStatus,
} from './status/index.js';
export type {
  ParsedStatus, StatusInput, StatusTexts, StatusWriteArgs, StatusWriteResult,
} from './status/index.js';

// cairn
export {
  CAIRN_SECTIONS, cairnCheck, cairnReconcile, cairnRules, cairnVerifier, verifyCairn,
} from './cairn/index.js';
export type {
  CairnCheckResult, CairnInput, CairnIssue, CairnReconcileContext, CairnReconcileResult,
  ParsedCairn, PreparedCairn,
} from './cairn/index.js';

// review
export {
  DEFAULT_THRESHOLD, closureDecision, consensusRounds, csbCheckpointRound, defaultThreshold,
  drCauseTelemetry, fragilePass, fragilePassCauses, interactiveCheckinRound, judgeDecision,
  judgeSchedule, minorAdvisory, parseReviewInput, progressNotificationRounds, qgFirstPass,
  redTeamStep, reviewLoopStep, reviewRules, reviewVerifier, scoreFindings, tailRubricActive,
  verifyReview,
} from './review/index.js';
export type {
  ArtifactType, ClosureDecision, ClosureInput, DifficultyClass, DrCause, FixStatus, FragileCause,
  FragilePassInput, JudgeFinding, JudgeInput, JudgeResult, JudgeSeverity, JudgeVerdict,
  MinorAdvisory, QgDecision, QgRound, RedTeamDecision, ReviewInput, ReviewLoopDecision,
  ReviewPrepared, ScoreResult,
} from './review/index.js';

// pipeline-active
export {
  MARKER_FIELDS, classifyAtStart, markerIsActive, parseIsoDateTime, parsePipelineMarker,
  pipelineActiveRules, pipelineActiveVerifier, verifyPipelineActiveMarker,
} from './pipeline-active/index.js';
export type { MarkerObject, StartOutcome } from './pipeline-active/index.js';

// calibration
export {
  ARTIFACT_TYPES, calibrationRules, calibrationVerifier, mechanicalWhs, parsePredictedFalsifier,
  parseRuns, predicateCheckable, reduceLatestWins, scanRunsJsonl, verifyCalibrationLedger,
} from './calibration/index.js';
export type { DoctorScan, ParsedFalsifier, ParsedRuns, RunsRow } from './calibration/index.js';

// patches
export {
  SIGNIFICANT_MIN_CHARS, computeUserAddedLines, isSignificantLine, listBackedUpFiles,
  loadRecordedHashes, patchesRules, patchesVerifier, summarizePatches, verifyFile, verifyPatchFile,
  verifyPatches,
} from './patches/index.js';
export type {
  FileResult, FileState, PatchFileInput, PatchStatus, PatchesRunOptions, PatchesSummary,
  VerifyFileInput,
} from './patches/index.js';

// conflict
export {
  conflictGate, conflictRules, conflictVerifier, parseConflictReport, validateConflictReport,
  verifyConflictReport,
} from './conflict/index.js';
export type {
  ConflictCheckOptions, ConflictDecision, ConflictGateDecision, ConflictIssue, ConflictOptions,
  ConflictValidation, ParsedConflictReport, ParsedEntry, PreparedConflict,
} from './conflict/index.js';

// tdd
export {
  mvpTddGate, parseCommitLog, parseTddGateInput, parseTddReviewInput, readCommitLog, readPhasePlans,
  readRepoModes, taskIsBehaviorAdding, tddGateRules, tddGateVerifier, tddReview, tddReviewRules,
  tddReviewVerifier, tddTaskRules, tddTaskVerifier, verifyTddGate, verifyTddReview, verifyTddTask,
} from './tdd/index.js';
export type {
  BehaviorAdding, BehaviorChecks, Commit, GateDecision, GateFacts, GateOverrides, InactiveCode,
  Parsed, PhasePlan, PreparedGate, RepoModes, ReviewFacts, ReviewOutcome, ReviewPlan, ReviewRow,
  TripCode,
} from './tdd/index.js';

// warnings-baseline
export {
  DEFAULT_WARNING_MARKER, compareWarnings, verifyWarningsBaseline, warningsBaselineRules,
  warningsBaselineVerifier,
} from './warnings-baseline/index.js';
export type {
  WarningLine, WarningsComparison, WarningsInput, WarningsOptions,
} from './warnings-baseline/index.js';

// phase-tracker
export {
  CONTEXT_DRAFT_MARKER, PHASES, PHASE_STATUSES, phaseTracker,
} from './phase-tracker/index.js';
export type {
  CommandGuardInput, DispatchedAgent, GitCommitTarget, GitInvocation, MarkerReaders, PhaseAction,
  PhaseName, PhaseState, PhaseStatus, Phases, PiGauntletSettings, PlanTask, RecoverableEdge,
  ReplayInput, ScanOptions, SubagentInput, SubagentResultEntry, TrackerAdvisory, TrackerAllowed,
  TrackerContext, TrackerEvent, TrackerOutcome, TrackerRefused, TrackerSettings,
  TrackerSettingsInput, TrackerState,
} from './phase-tracker/index.js';
