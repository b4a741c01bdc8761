// The page's start: which way in (the local play mode, a signed link, the Discord Activity),
// then the setup or the game. Test hooks and metrics live in `window.__carc`.

import { api, post, setToken, browserLang, ApiError } from './api.js';
import { h } from './dom.js';
import { GameScreen } from './game.js';
import { render, tick } from './markup.js';
import { setupScreen } from './setup.js';
import { label, loadWords, w } from './words.js';

window.__carc = {
  ready: false,
  stamp: null,
  game: null,
  step: null,
  firstPaint: null,
  moves: [],
  errors: [],
  missingWords: [],
};

const TOKEN = 'carc-token';
const MODE = 'carc-mode';

const remember = (key, value) => {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // storage refused (a sandboxed frame): the token lives in memory only
  }
};
const recall = (key) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

const root = document.getElementById('app') || document.body;
const errorBar = h('div', { id: 'error', role: 'alert', hidden: true });
let errorTimer = null;
errorBar.addEventListener('click', () => errorBar.classList.add('gone'));

const app = {
  mode: null,
  channel: null,
  screen: null,

  /** Shows a refusal in the bar; nothing else changes. */
  error(e) {
    const text = sentence(e);
    window.__carc.errors.push(text);
    errorBar.textContent = text;
    errorBar.hidden = false;
    errorBar.classList.remove('gone');
    clearTimeout(errorTimer);
    errorTimer = setTimeout(() => errorBar.classList.add('gone'), 10000);
  },

  /** Nothing to show but why: a screen with the sentence (and Try again when it may help). */
  fatal(e, retry = true) {
    const text = e ? sentence(e) : w('error');
    if (e) window.__carc.errors.push(text);
    message(text, retry);
  },

  /** Shows game `game`. */
  open(game) {
    const id = Number(game);
    if (this.mode === 'local') {
      const url = new URL(location.href);
      url.searchParams.set('game', String(id));
      url.hash = '';
      history.replaceState(null, '', url.pathname + url.search);
    }
    swap(new GameScreen(this, id));
  },

  /** Back to the local setup. */
  async games() {
    history.replaceState(null, '', location.pathname);
    window.__carc.ready = false;
    window.__carc.game = null;
    window.__carc.step = null;
    await showSetup();
  },

  /** The game the channel shows now (a rematch once this one is over). */
  async follow() {
    const { game } = await api(`api/channels/${encodeURIComponent(this.channel)}/game`);
    return game;
  },
};

function sentence(e) {
  if (e instanceof ApiError) return e.sentence || w('error');
  return w('error');
}

function swap(screen) {
  if (app.screen && app.screen.destroy) app.screen.destroy();
  else if (app.screen && app.screen.el) app.screen.el.remove();
  app.screen = screen;
  root.prepend(screen.el);
}

function message(text, retry) {
  const box = h(
    'div',
    { id: 'message', class: 'screen' },
    h(
      'div',
      { class: 'message-box' },
      label(h('h1'), 'title'),
      h('p', null, render(text)),
      retry
        ? label(h('button', { type: 'button', onclick: () => location.reload() }), 'retry')
        : null,
    ),
  );
  swap({ el: box });
}

async function showSetup() {
  message(w('loading'), false);
  try {
    swap({ el: await setupScreen(app) });
  } catch (e) {
    app.fatal(e);
  }
}

async function link(channel) {
  app.mode = app.mode || 'link';
  app.channel = channel;
  message(w('loading'), false);
  let game;
  try {
    game = await app.follow();
  } catch (e) {
    app.fatal(e);
    return;
  }
  app.open(game);
}

async function activity() {
  app.mode = 'activity';
  message(w('signing-in'), false);
  try {
    const config = await api('api/config', { auth: false });
    if (!config.activity || !config.client_id) {
      // The server's own sentence for "no Activity here".
      await api('api/activity/session', { method: 'POST', body: { code: '' }, auth: false });
      throw new ApiError(0, null);
    }
    const { signIn } = await import('./activity.js');
    const signed = await signIn(config.client_id, (code) => post('api/activity/session', { code }));
    setToken(signed.session);
    if (!signed.channelId) throw new ApiError(0, null);
    await link(signed.channelId);
  } catch (e) {
    app.fatal(e);
  }
}

async function boot() {
  root.append(errorBar);
  await loadWords(browserLang()).catch(() => {});
  setInterval(tick, 1000);
  const url = new URL(location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  if (fragment.get('local')) {
    remember(TOKEN, fragment.get('local'));
    remember(MODE, 'local');
  } else if (fragment.get('t')) {
    remember(TOKEN, fragment.get('t'));
    remember(MODE, 'link');
  }
  if (url.hash) history.replaceState(null, '', url.pathname + url.search);
  const query = url.searchParams;
  if (query.has('frame_id')) {
    await activity();
    return;
  }
  const token = recall(TOKEN);
  const mode = recall(MODE);
  if (token) setToken(token);
  if (token && mode === 'local') {
    app.mode = 'local';
    const game = Number(query.get('game'));
    if (game > 0) app.open(game);
    else await showSetup();
    return;
  }
  if (token && query.get('channel')) {
    await link(query.get('channel'));
    return;
  }
  // Opened with no way in: the server says why, in the reader's language.
  try {
    await api('api/local/setup', { auth: false });
    app.fatal(null, false);
  } catch (e) {
    app.fatal(e, false);
  }
}

boot();
