import { pyWord } from '@gauntlet/core';
import { B_START as B, S, TEXT_START, W, ci, re } from './patterns.js';

// "UI in scope" (items 15 and 17 are required only then), searched over the whole plan text
// with the reference's patterns, not line by line.
const CLASS = `[${pyWord().classBody}/.\\-]`;
const ANCHOR = `(?:${TEXT_START}|[${S.slice(1, -1)}\`(/])`;
const UI_COMPONENTS = re(`${ANCHOR}${ci('components/')}${CLASS}+`);
const UI_APP = re(
  `${ANCHOR}(?:${ci('app')}|${ci('pages')})/(?!(?:${ci('api')}|${ci('_app')}|${ci('_document')})${B})${CLASS}*(?:${ci('page')}|${ci('layout')})\\.(?:${ci('ts')}|${ci('tsx')}|${ci('js')}|${ci('jsx')})${B}`,
);
const UI_VIEWS = re(`${ANCHOR}${ci('Views/')}${CLASS}+\\.${ci('swift')}${B}`);
const UI_EXTENSION = re(`\\.(?:${ci('tsx')}|${ci('jsx')}|${ci('vue')}|${ci('svelte')})${B}`, 'g');
const UI_SWIFT_VIEW = re(`(?:${ci('View')}|${ci('Screen')}|${ci('Page')})\\.${ci('swift')}${B}`, 'g');
const WORD = re(W);
const IN_CLASS = re(CLASS);

function codePointBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text.slice(index - 1, index);
}

/** `\b[\w/.\-]+\.(?:tsx|…)\b`, linear: the class run before the dot must hold a word character. */
function hasUiExtension(text: string): boolean {
  UI_EXTENSION.lastIndex = 0;
  for (let match = UI_EXTENSION.exec(text); match; match = UI_EXTENSION.exec(text)) {
    let k = match.index;
    while (k > 0) {
      const char = codePointBefore(text, k);
      if (!IN_CLASS.test(char)) break;
      if (WORD.test(char)) return true;
      k -= char.length;
    }
  }
  return false;
}

/** `\b[\w/.\-]*(?:View|Screen|Page)\.swift\b`, linear: a word boundary somewhere in the class run before. */
function hasSwiftView(text: string): boolean {
  UI_SWIFT_VIEW.lastIndex = 0;
  for (let match = UI_SWIFT_VIEW.exec(text); match; match = UI_SWIFT_VIEW.exec(text)) {
    let k = match.index;
    let rightIsWord = true; // the character at k (V, S or P)
    for (;;) {
      if (k === 0) return rightIsWord;
      const char = codePointBefore(text, k);
      const leftIsWord = WORD.test(char);
      if (leftIsWord !== rightIsWord) return true;
      if (!IN_CLASS.test(char)) break;
      k -= char.length;
      rightIsWord = leftIsWord;
    }
  }
  return false;
}

export function uiInScope(text: string): boolean {
  return hasUiExtension(text) || UI_COMPONENTS.test(text) || UI_APP.test(text) || UI_VIEWS.test(text) || hasSwiftView(text);
}
