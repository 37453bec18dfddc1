import { type ParsedMarker, VERDICTS, isLegacy } from '../parse.js';

/** Checks beyond the verdict run only on a v2 marker with a known Verdict. */
export const isCheckable = (marker: ParsedMarker): boolean =>
  !isLegacy(marker) && (VERDICTS as readonly string[]).includes(marker.get('Verdict')?.value ?? '');
