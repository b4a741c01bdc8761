// The page's words: every `web-ui-*` message of the bot's catalogue, read from `GET api/words`
// without its prefix. The page holds no text of its own: an element labelled with `label()`
// shows a word and is relabelled when the words change language.

import { api } from './api.js';

let words = {};
let current = null;

export const wordsLang = () => current;

/**
 * The word for `key` (`confirm` for `web-ui-confirm`); the key itself if it is missing, which
 * the tests read in `window.__carc.missingWords` (once words have loaded).
 */
export const w = (key) => {
  if (key in words) return words[key];
  if (current !== null && window.__carc && !window.__carc.missingWords.includes(key)) {
    window.__carc.missingWords.push(key);
  }
  return key;
};

/** Reads the words in `lang` and relabels everything labelled. */
export async function loadWords(lang) {
  const answer = await api(`api/words?lang=${encodeURIComponent(lang)}`, { auth: false });
  words = answer.words || {};
  current = answer.lang;
  document.documentElement.lang = current;
  document.title = w('title');
  for (const el of document.querySelectorAll('[data-w]')) el.textContent = w(el.dataset.w);
  for (const el of document.querySelectorAll('[data-wt]')) {
    el.title = w(el.dataset.wt);
    el.setAttribute('aria-label', w(el.dataset.wt));
  }
  for (const el of document.querySelectorAll('[data-wp]')) el.placeholder = w(el.dataset.wp);
}

/** Shows word `key` in `el` now and after a change of language. */
export function label(el, key) {
  el.dataset.w = key;
  el.textContent = w(key);
  return el;
}

/** Word `key` as `el`'s tooltip and accessible name (icon buttons). */
export function title(el, key) {
  el.dataset.wt = key;
  el.title = w(key);
  el.setAttribute('aria-label', w(key));
  return el;
}
