// Specs for the rule tests, written from docs/rules/spec/*.md. The layout is fixed so that the
// tests can name lines: the header block is lines 3-4, `## Problem` line 6, the acceptance
// section's heading line 10, its body from line 12, and the rows after the intro from line 14.

/** The default header block (lines 3-4): a goal and `**Amend-grant:** none`. */
export const HEADER = '**Goal:** invoices download as PDF.\n**Amend-grant:** none';

/** The intro line of a rows section (docs/rules/spec/ac-section.md). */
export const INTRO = 'Ticket northwind/billing#212, "Acceptance criteria", rows verbatim:';

/** The text under `## Design` (line 19 of a spec with a rows section of one row). */
export const DESIGN = 'A download button on the invoice page.';

/** A spec whose `## Problem` is followed by `section` and a `## Design`. */
export const specWith = (section: string, header = HEADER, design = DESIGN): string =>
  `# Invoice export\n\n${header}\n\n## Problem\n\nFinance exports invoices by hand.\n\n${section}${section === '' ? '' : '\n\n'}## Design\n\n${design}\n`;

/** A spec whose acceptance section (heading on line 10) holds `body` from line 12. */
export const section = (body: string, heading = '## Acceptance criteria', header = HEADER): string => specWith(`${heading}\n\n${body}`, header);

/** A spec whose rows section holds `body` after the intro, from line 14. */
export const rows = (body: string, header = HEADER): string => section(`${INTRO}\n\n${body}`, undefined, header);

/** The acceptance section of the valid spec: the intro and one in-scope row. */
export const VALID_SECTION = `## Acceptance criteria\n\n${INTRO}\n\n- [ ] Invoices download as PDF\n  in-scope`;

/** A spec that passes every rule of the family: one in-scope row. */
export const VALID = specWith(VALID_SECTION);

/** The valid spec with `design` under its `## Design` (from line 19). */
export const withDesign = (design: string): string => specWith(VALID_SECTION, HEADER, design);

/** A spec with this header block (from line 3) and a valid acceptance section. */
export const withHeader = (header: string): string => specWith(VALID_SECTION, header);
