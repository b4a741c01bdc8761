// The server's texts use Discord's markup; this renders the part of it the bot writes as DOM
// nodes (never as HTML): **bold**, `code`, <@USER> mentions (shown by the seat's name),
// <t:UNIX:R> relative times, <t:UNIX:T|t|d|D|f|F> times and dates, and line breaks.

import { h } from './dom.js';

const TOKEN = /(\*\*[\s\S]+?\*\*|`[^`\n]+`|<@!?\d+>|<t:-?\d+(?::[tTdDfFR])?>|\n)/;

let lang = 'en';
let names = new Map();

/** The language of the view (for times) and the names behind the user ids of its seats. */
export function setContext(viewLang, seats) {
  lang = viewLang || 'en';
  names = new Map((seats || []).map((s) => [String(s.user), s.name]));
}

/** `text` as a DocumentFragment. */
export function render(text) {
  const frag = document.createDocumentFragment();
  if (!text) return frag;
  // Discord's list items ("- ") read as bullets.
  const plain = String(text).replace(/^- /gm, '\u2022 ');
  for (const part of plain.split(TOKEN)) {
    if (!part) continue;
    frag.append(token(part));
  }
  return frag;
}

function token(part) {
  if (part === '\n') return h('br');
  if (part.length > 4 && part.startsWith('**') && part.endsWith('**')) {
    return h('strong', null, render(part.slice(2, -2)));
  }
  if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) {
    return h('code', null, part.slice(1, -1));
  }
  let m = /^<@!?(\d+)>$/.exec(part);
  if (m) return h('span', { class: 'mention' }, names.get(m[1]) ?? `@${m[1]}`);
  m = /^<t:(-?\d+)(?::([tTdDfFR]))?>$/.exec(part);
  if (m) return time(Number(m[1]), m[2] || 'f');
  return document.createTextNode(part);
}

function time(unix, style) {
  const el = h('time', { datetime: new Date(unix * 1000).toISOString() });
  if (style === 'R') {
    el.dataset.rel = String(unix);
    el.textContent = relative(unix);
  } else {
    el.textContent = absolute(unix, style);
  }
  return el;
}

const FORMATS = {
  t: { hour: 'numeric', minute: '2-digit' },
  T: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  d: { year: 'numeric', month: '2-digit', day: '2-digit' },
  D: { year: 'numeric', month: 'long', day: 'numeric' },
  f: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  F: {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
};

function absolute(unix, style) {
  try {
    return new Intl.DateTimeFormat(lang, FORMATS[style] || FORMATS.f).format(unix * 1000);
  } catch {
    return new Date(unix * 1000).toLocaleString();
  }
}

const UNITS = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** `unix` relative to now in the view's language ("in 5 seconds", "3 minutes ago"). */
export function relative(unix) {
  const diff = unix - Date.now() / 1000;
  const abs = Math.abs(diff);
  let fmt;
  try {
    fmt = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  } catch {
    fmt = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  }
  for (const [unit, secs] of UNITS) {
    if (abs >= secs || unit === 'second') return fmt.format(Math.round(diff / secs), unit);
  }
  return '';
}

/** Brings every relative time shown up to date (called every second). */
export function tick() {
  for (const el of document.querySelectorAll('[data-rel]')) {
    const text = relative(Number(el.dataset.rel));
    if (el.textContent !== text) el.textContent = text;
  }
}
