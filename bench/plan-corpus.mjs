// Generated plans in the reference corpus's shape: small markdown plans, most rules firing somewhere.

const PARAGRAPHS = [
  '## Phase 1 — remove dead code\n',
  'We will remove `src/legacy/cart.ts` because it has 0 callers.\nVerified with `rg cart.ts`.\n',
  'Total orphans removed: **6 orphans**. Later we found 5 orphans.\n',
  'Serve /v1 with a 308 redirect to /v2.\n✅ verified in nginx.conf\n',
  'Add a new MCP tool for refunds (T2 permission tier).\nIntegrate the external API with a timeout of 5 s.\n',
  'synthesis_dimensions:\n  placement: below the header card\n  cta_tier: as needed\n',
  'risk_reason: deployment\nmodifies_api: true\nid: C1\nowner: payments\n',
  '## Decision: keep the queue\nFalsifier: p95 latency above 200 ms.\n',
  '### T-1 Extract helper\n### T-2 Wire the hook\nfiles_owned: [src/a.ts, package-lock.json]\n',
  '- dispatch_tier: opus — rename the files\n- Ask the user before continuing.\n',
  '## Depends-on (reads-from)\n- `orders.json` — verified\n- `users.db` — unverified\n',
  '## Activation Map\n- cleanup hook — trigger: SessionStart — verified-live: pending\n',
  '```ts\nconst x = 1; // remove route inside a fence\n```\n<!-- a comment\nspanning lines -->\n',
  'The rest of this section is prose about the checkout flow, the cart and the order history; it names no rule trigger at all and is here to make the plan a realistic length.\n',
];

/** A plan of `paragraphs` paragraphs, varied by `seed`. */
export function plan(seed, paragraphs = 30) {
  let out = `# Plan ${seed}\n\n`;
  for (let i = 0; i < paragraphs; i++) out += `${PARAGRAPHS[(i * 7 + seed) % PARAGRAPHS.length]}\n`;
  return out;
}
