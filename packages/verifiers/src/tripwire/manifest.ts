import { pySplit, pyStrip } from '@gauntlet/core';
import { type ReceiptDocument, predicatePieces, receiptPrefix } from '../receipt/index.js';

/** One accepted receipt in the tripwire manifest (docs/rules/tripwire/README.md#manifest-line, docs/rules/tripwire/README.md#processing-one-receipt). */
export interface ManifestEntry {
  prefix: string;
  /** Header rest: `<skill>/<dispatch-id>`. */
  dispatch: string;
  skill: string;
  verdict: string;
  /** TRIPWIRE value (`none` for v1 receipts). */
  tripwire: string;
  /** TRIPWIRE-CHILD value, when present. */
  child: string | undefined;
  suspicion: number;
  /** `<skill>:<key>:<value>` for severity-max / *-count claims (all of them; lists cap at 8). */
  keys: string[];
  /** `<path>:<first 6 hex>` for EDIT/WROTE entries. */
  files: string[];
  supersededBy: string | undefined;
}

export const DISCRIMINATOR_CAP = 8;
const SHA = /sha256:([0-9a-f]{64})/;

/** The manifest entry of a receipt that passed the sweep's checks. */
export function manifestEntryOf(state: ReceiptDocument, text: string, suspicion: number): ManifestEntry {
  const dispatch = state.headerRest;
  const slash = dispatch.indexOf('/');
  const skill = slash < 0 ? dispatch : dispatch.slice(0, slash);
  const keys = state.claims
    .filter((claim) => claim.key === 'severity-max' || claim.key.endsWith('-count'))
    .map((claim) => `${skill}:${claim.key}:${claim.value}`);
  const files: string[] = [];
  for (const entry of state.trace) {
    if (entry.verb !== 'EDIT' && entry.verb !== 'WROTE') continue;
    const path = pySplit(entry.args, 1)[0];
    const hash = SHA.exec(entry.args)?.[1];
    if (path !== undefined && hash !== undefined) files.push(`${path}:${hash.slice(0, 6)}`);
  }
  return {
    prefix: receiptPrefix(text),
    dispatch,
    skill,
    verdict: state.verdict ?? '',
    tripwire: state.version === '1.1' ? (state.layer2?.tripwire?.value ?? 'none') : 'none',
    child: state.version === '1.1' ? state.layer2?.child?.value : undefined,
    suspicion,
    keys,
    files,
    supersededBy: undefined,
  };
}

function capped(name: string, items: readonly string[]): string | undefined {
  if (items.length === 0) return undefined;
  const shown = items.slice(0, DISCRIMINATOR_CAP);
  if (items.length > DISCRIMINATOR_CAP) shown.push(`more=${items.length - DISCRIMINATOR_CAP}`);
  return `${name}=${shown.join(',')}`;
}

/**
 * The manifest line (docs/rules/tripwire/README.md#manifest-line): fields separated by two spaces; `keys=`/`files=` capped at 8 with a
 * trailing `more=N`. We also write `TRIPWIRE-CHILD:` and `SUSPICION=` so that a manifest file
 * can be read back for `tripwire --manifest`.
 */
export function formatManifestLine(entry: ManifestEntry): string {
  const fields = [entry.prefix, entry.dispatch, entry.verdict, `TRIPWIRE: ${entry.tripwire}`];
  if (entry.child !== undefined) fields.push(`TRIPWIRE-CHILD: ${entry.child}`);
  fields.push(`SUSPICION=${String(entry.suspicion)}`);
  if (entry.supersededBy !== undefined) fields.push(`SUPERSEDED_BY=${entry.supersededBy}`);
  const keys = capped('keys', entry.keys);
  if (keys) fields.push(keys);
  const files = capped('files', entry.files);
  if (files) fields.push(files);
  return fields.join('  ');
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Reads one manifest line back: the docs/rules/tripwire/README.md#manifest-line text form, or a JSON object with the same fields. */
export function parseManifestLine(line: string): ManifestEntry | undefined {
  const text = pyStrip(line);
  if (text === '') return undefined;
  if (text.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
    if (!isObject(value) || typeof value.prefix !== 'string') return undefined;
    const dispatch = typeof value.dispatch === 'string' ? value.dispatch : '';
    return {
      prefix: value.prefix,
      dispatch,
      skill: typeof value.skill === 'string' ? value.skill : dispatch.split('/')[0] ?? '',
      verdict: typeof value.verdict === 'string' ? value.verdict : '',
      tripwire: typeof value.tripwire === 'string' ? value.tripwire : 'none',
      child: typeof value.child === 'string' ? value.child : undefined,
      suspicion: typeof value.suspicion === 'number' ? value.suspicion : 0,
      keys: strings(value.keys),
      files: strings(value.files),
      supersededBy: typeof value.supersededBy === 'string' ? value.supersededBy : undefined,
    };
  }
  const fields = text.split(/ {2,}/);
  if (fields.length < 4) return undefined;
  const [prefix, dispatch, verdict] = fields as [string, string, string];
  const entry: ManifestEntry = {
    prefix,
    dispatch,
    skill: dispatch.split('/')[0] ?? '',
    verdict,
    tripwire: 'none',
    child: undefined,
    suspicion: 0,
    keys: [],
    files: [],
    supersededBy: undefined,
  };
  for (const field of fields.slice(3)) {
    if (field.startsWith('TRIPWIRE: ')) entry.tripwire = pyStrip(field.slice(10));
    else if (field.startsWith('TRIPWIRE-CHILD: ')) entry.child = pyStrip(field.slice(16));
    else if (field.startsWith('SUSPICION=')) entry.suspicion = Number(field.slice(10));
    else if (field.startsWith('SUPERSEDED_BY=')) entry.supersededBy = field.slice(14);
    else if (field.startsWith('keys=')) entry.keys = field.slice(5).split(',').filter((item) => !item.startsWith('more='));
    else if (field.startsWith('files=')) entry.files = field.slice(6).split(',').filter((item) => !item.startsWith('more='));
  }
  return entry;
}

/** Every predicate piece an entry arms (TRIPWIRE then TRIPWIRE-CHILD). */
export function armedPredicates(entry: ManifestEntry): string[] {
  return [...predicatePieces(entry.tripwire), ...predicatePieces(entry.child)];
}
