// The local play mode's setup: which game with which expansions, the seats (people by name, AI
// seats by level), a quick game's land tiles, the seconds to take a move back, the language;
// and the games already on this computer to open again.

import { api, post } from './api.js';
import { h, clear, append } from './dom.js';
import { render } from './markup.js';
import { label, w } from './words.js';

const UNDO_SECS = [0, 5, 10, 30];
const DEFAULT_TILES = 20;

/** Builds the setup screen; `start(game)` opens a game. */
export async function setupScreen(app) {
  const data = await api('api/local/setup');
  const state = {
    game: data.games[0]?.key,
    rules: new Set(),
    seats: [{ name: '' }, { ai: pickLevel(data.levels) }],
    quick: false,
    tiles: DEFAULT_TILES,
    undo: 5,
    lang: data.lang,
  };
  const gameOf = () => data.games.find((g) => g.key === state.game) || data.games[0];
  const defaults = () => {
    state.rules = new Set(gameOf().expansions.filter((e) => e.default).map((e) => e.key));
  };
  defaults();

  const games = h('fieldset', { class: 'games' });
  const expansions = h('fieldset', { class: 'expansions' });
  const seats = h('ol', { class: 'seats' });
  const addPerson = label(h('button', { id: 'add-person', type: 'button' }), 'add-person');
  const addAi = label(h('button', { id: 'add-ai', type: 'button' }), 'add-ai');
  const quick = h('input', { id: 'quick', type: 'checkbox' });
  const tiles = h('input', { id: 'tiles', type: 'number', min: '3', inputmode: 'numeric' });
  const undo = h(
    'select',
    { id: 'undo-secs' },
    UNDO_SECS.map((s) => h('option', { value: String(s) }, String(s))),
  );
  const language = h(
    'select',
    { id: 'language' },
    data.languages.map((l) => h('option', { value: l.key }, l.name)),
  );
  const start = label(h('button', { id: 'setup-start', type: 'submit', class: 'play' }), 'start');

  function renderGames() {
    append(clear(games), [
      label(h('legend'), 'game'),
      data.games.map((g) =>
        h(
          'label',
          { class: 'radio' },
          h('input', {
            type: 'radio',
            name: 'game',
            value: g.key,
            dataset: { gameKey: g.key },
            checked: g.key === state.game,
            onchange: () => {
              state.game = g.key;
              defaults();
              trimSeats();
              renderAll();
            },
          }),
          h('span', null, g.name),
        ),
      ),
    ]);
  }

  function renderExpansions() {
    const list = gameOf().expansions;
    expansions.hidden = list.length === 0;
    append(clear(expansions), [
      label(h('legend'), 'expansions'),
      list.map((e) =>
        h(
          'label',
          { class: 'check' },
          h('input', {
            type: 'checkbox',
            dataset: { expansion: e.key },
            checked: state.rules.has(e.key),
            onchange: (ev) => {
              if (ev.target.checked) state.rules.add(e.key);
              else state.rules.delete(e.key);
            },
          }),
          h('span', null, e.name),
        ),
      ),
    ]);
  }

  const people = () => state.seats.filter((s) => !s.ai).length;

  function trimSeats() {
    const max = gameOf().max_players;
    while (state.seats.length > max) {
      const i = state.seats.map((s) => !!s.ai).lastIndexOf(true);
      state.seats.splice(i >= 0 && people() > 0 ? i : state.seats.length - 1, 1);
    }
  }

  function renderSeats() {
    const max = gameOf().max_players;
    clear(seats);
    state.seats.forEach((s, i) => {
      const canRemove = state.seats.length > 2 && (s.ai || people() > 1);
      const who = s.ai
        ? h(
            'select',
            {
              name: 'level',
              onchange: (ev) => {
                s.ai = ev.target.value;
              },
            },
            data.levels.map((l) => h('option', { value: l.key, selected: l.key === s.ai }, l.name)),
          )
        : h('input', {
            name: 'name',
            type: 'text',
            maxlength: '32',
            autocomplete: 'off',
            value: s.name,
            dataset: { wp: 'name' },
            placeholder: w('name'),
            oninput: (ev) => {
              s.name = ev.target.value;
            },
          });
      seats.append(
        h(
          'li',
          { dataset: { seat: String(i) } },
          label(h('span', { class: 'seat-kind' }), s.ai ? 'ai' : 'person'),
          who,
          label(
            h('button', {
              type: 'button',
              class: 'remove',
              disabled: !canRemove,
              onclick: () => {
                state.seats.splice(i, 1);
                renderSeats();
              },
            }),
            'remove',
          ),
        ),
      );
    });
    addPerson.disabled = state.seats.length >= max;
    addAi.disabled = state.seats.length >= max;
    start.disabled = state.seats.length < 2 || state.seats.length > max || people() < 1;
  }

  function renderTiles() {
    const most = gameOf().land_tiles;
    tiles.max = most ? String(most) : '';
    if (most && state.tiles > most) state.tiles = most;
    tiles.value = String(state.tiles);
    tiles.disabled = !state.quick;
    quick.checked = state.quick;
  }

  function renderAll() {
    renderGames();
    renderExpansions();
    renderSeats();
    renderTiles();
  }

  addPerson.onclick = () => {
    state.seats.push({ name: '' });
    renderSeats();
    seats.querySelector(`[data-seat="${state.seats.length - 1}"] input`)?.focus();
  };
  addAi.onclick = () => {
    state.seats.push({ ai: pickLevel(data.levels) });
    renderSeats();
  };
  quick.onchange = () => {
    state.quick = quick.checked;
    renderTiles();
  };
  tiles.oninput = () => {
    const n = parseInt(tiles.value, 10);
    if (Number.isFinite(n)) state.tiles = n;
  };
  undo.value = String(state.undo);
  undo.onchange = () => {
    state.undo = Number(undo.value);
  };
  language.value = state.lang;
  language.onchange = () => {
    state.lang = language.value;
  };

  const form = h(
    'form',
    {
      id: 'setup-form',
      onsubmit: async (ev) => {
        ev.preventDefault();
        if (start.disabled) return;
        start.disabled = true;
        const body = {
          game: state.game,
          rules: [...state.rules],
          seats: state.seats.map((s) => (s.ai ? { ai: s.ai } : { name: s.name.trim() })),
          quick: state.quick,
          undo_secs: state.undo,
          lang: state.lang,
        };
        if (state.quick) body.tiles = state.tiles;
        try {
          const { game } = await post('api/local/games', body);
          app.open(game);
        } catch (e) {
          app.error(e);
          renderSeats();
        }
      },
    },
    games,
    expansions,
    h(
      'fieldset',
      { class: 'players' },
      label(h('legend'), 'players'),
      seats,
      h('div', { class: 'row' }, addPerson, addAi),
    ),
    h(
      'fieldset',
      { class: 'options' },
      h('label', { class: 'check' }, quick, label(h('span'), 'quick')),
      h('label', { class: 'field' }, label(h('span'), 'tile-count'), tiles),
      h('label', { class: 'field' }, label(h('span'), 'undo-seconds'), undo),
      h('label', { class: 'field' }, label(h('span'), 'language'), language),
    ),
    h('div', { class: 'row end' }, start),
  );

  const saved = data.saved.length
    ? h(
        'section',
        { class: 'saved' },
        label(h('h2'), 'saved'),
        h(
          'ul',
          null,
          data.saved.map((g) =>
            h(
              'li',
              null,
              h(
                'div',
                { class: 'saved-text' },
                h('div', { class: 'saved-players' }, g.players),
                h('div', { class: 'muted' }, render(g.title)),
                h(
                  'div',
                  { class: 'muted' },
                  g.status === 'finished' ? w('finished') : `${w('turn')} ${g.turn}`,
                ),
              ),
              label(
                h('button', {
                  type: 'button',
                  dataset: { openGame: String(g.game) },
                  onclick: () => app.open(g.game),
                }),
                'open',
              ),
            ),
          ),
        ),
      )
    : null;

  renderAll();
  return h(
    'div',
    { id: 'setup', class: 'screen scroll' },
    h('div', { class: 'setup-inner' }, label(h('h1'), 'local-title'), form, saved),
  );
}

/** The middle level, as a sensible first opponent. */
function pickLevel(levels) {
  return levels[Math.floor((levels.length - 1) / 2)]?.key || levels[0]?.key;
}
