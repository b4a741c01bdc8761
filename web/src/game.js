// The game screen: the board with its overlays, who plays and the scores, the drawn tile, the
// step of the turn with its options, and the sheets one tap away. Everything legal comes from
// the server: the page shows what a step offers and sends back the paths it was given.

import { api, blob, post, ApiError } from './api.js';
import { Board } from './board.js';
import { h, clear } from './dom.js';
import { Live } from './live.js';
import { render, setContext, relative } from './markup.js';
import { label, loadWords, title, w, wordsLang } from './words.js';
import { sprite } from './sprites.js';

const ZOOM = 1.5; // a zoom button's step
const SPOT_ROOM = 44; // CSS px between the centres of two spot targets, at least
const carc = () => window.__carc;
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

export class GameScreen {
  /**
   * `app`: {mode: 'local'|'link'|'activity', error(e): a refusal in the bar, fatal(e): nothing
   * else to show, open(game), games(): back to the local setup, follow(): the channel's game
   * now, for a rematch}.
   */
  constructor(app, game) {
    this.app = app;
    this.id = game;
    this.view = null;
    this.step = null;
    this.stack = []; // earlier steps of this turn, for Back
    this.chosenStack = [];
    this.sel = null; // {i, opt}: the cell of the place step chosen, and its rotation
    this.chosen = null; // where the figure chosen on the board goes ({x, y} picture pixels)
    this.hintPath = null;
    this.seq = 0; // view loads
    this.draftSeq = 0;
    this.busy = false;
    this.boardSrc = null;
    this.sheetKind = null;
    this.timers = [];
    this.build();
    this.live = new Live(game, {
      message: (m) => {
        if (m.changed || (this.view && m.stamp !== this.view.stamp)) this.load();
      },
      away: () => {
        this.banner.hidden = false;
      },
      back: () => {
        this.banner.hidden = true;
        this.load();
      },
    });
    this.load();
  }

  destroy() {
    this.live.stop();
    this.timers.forEach(clearTimeout);
    clearInterval(this.rematch);
    this.seq += 1;
    this.el.remove();
  }

  build() {
    const board = (this.board = new Board());
    const zoom = (key, id, text, f) =>
      title(h('button', { id, type: 'button', class: 'zoom', onclick: f }, text), key);
    this.headline = h('div', { id: 'headline', 'aria-live': 'polite' });
    this.gamesButton =
      this.app.mode === 'local'
        ? label(h('button', { id: 'games', type: 'button', onclick: () => this.app.games() }), 'games')
        : null;
    this.question = h('div', { id: 'question', hidden: true });
    this.seats = h('ul', { id: 'seats' });
    this.banner = label(h('div', { id: 'banner', hidden: true }), 'reconnecting');
    this.drawnImg = h('img', { id: 'drawn-img', alt: '', draggable: 'false' });
    this.drawnWords = h('div', { class: 'drawn-words' });
    this.drawnLeft = h('div', { class: 'drawn-left' });
    this.drawn = h(
      'div',
      { id: 'drawn', hidden: true },
      h('div', { class: 'drawn-box' }, this.drawnImg),
      h(
        'div',
        { class: 'drawn-text' },
        label(h('div', { class: 'drawn-label' }), 'to-place'),
        this.drawnWords,
        this.drawnLeft,
      ),
    );
    this.text = h('div', { id: 'step-text' });
    this.actions = h('div', { id: 'actions' });
    this.watching = label(h('p', { id: 'watching', hidden: true }), 'watching');
    this.panel = h('section', { id: 'panel' }, this.drawn, this.text, this.actions, this.watching);
    const tab = (id, key, kind) =>
      label(
        h('button', { id, type: 'button', class: 'tab', onclick: () => this.toggleSheet(kind) }),
        key,
      );
    this.tabs = {
      scores: tab('tab-scores', 'scores', 'scores'),
      tiles: tab('tab-tiles', 'tiles', 'tiles'),
      log: tab('tab-log', 'log', 'log'),
      hint: tab('tab-hint', 'hint', 'hint'),
    };
    this.sheetTitle = h('h2', { id: 'sheet-title' });
    this.sheetBody = h('div', { id: 'sheet-body' });
    this.sheet = h(
      'aside',
      { id: 'sheet', 'aria-hidden': 'true' },
      h(
        'header',
        null,
        this.sheetTitle,
        label(
          h('button', { id: 'sheet-close', type: 'button', onclick: () => this.closeSheet() }),
          'close',
        ),
      ),
      this.sheetBody,
    );
    this.chooser = h('div', { id: 'chooser', hidden: true });
    this.el = h(
      'div',
      { id: 'game', class: 'screen' },
      h(
        'header',
        { id: 'top' },
        h('div', { class: 'top-row' }, this.gamesButton, this.headline),
        this.question,
        this.seats,
      ),
      h(
        'main',
        { id: 'stage' },
        board.el,
        h(
          'div',
          { id: 'zoom' },
          zoom('zoom-in', 'zoom-in', '+', () => board.zoom(ZOOM)),
          zoom('zoom-out', 'zoom-out', '\u2212', () => board.zoom(1 / ZOOM)),
          zoom('fit', 'fit', '\u2922', () => board.fitButton()),
        ),
        this.banner,
      ),
      this.panel,
      h('nav', { id: 'tabs' }, Object.values(this.tabs)),
      this.sheet,
      this.chooser,
    );
    // Taps on the board's targets (clicks: a drag never makes one, see Board).
    board.el.addEventListener('click', (e) => {
      const t = e.target.closest('[data-cell],[data-spot],[data-space]');
      if (!t) return;
      if (t.dataset.cell !== undefined) this.tapCell(Number(t.dataset.index));
      else if (t.dataset.spot !== undefined) this.tapSpot(Number(t.dataset.spot));
      else this.tapSpace(Number(t.dataset.space));
    });
  }

  // ---- loading the view -------------------------------------------------------------------

  /** Reads the view (and its board picture) and shows it; later calls win over earlier ones. */
  async load() {
    const seq = ++this.seq;
    let v;
    try {
      v = await api(`api/games/${this.id}`);
    } catch (e) {
      if (seq === this.seq) this.failed(e);
      return;
    }
    if (seq !== this.seq) return;
    if (v.lang && v.lang !== wordsLang()) await loadWords(v.lang).catch(() => {});
    let url = this.board.url;
    if (v.board && v.board.src !== this.boardSrc) {
      try {
        url = URL.createObjectURL(await blob(v.board.src));
        const probe = new Image();
        probe.src = url;
        await probe.decode();
      } catch (e) {
        if (url && url !== this.board.url) URL.revokeObjectURL(url);
        if (seq === this.seq) this.failed(e);
        return;
      }
      if (seq !== this.seq) {
        URL.revokeObjectURL(url);
        return;
      }
    }
    this.show(v, url);
  }

  failed(e) {
    if (!this.view) this.app.fatal(e);
    else this.app.error(e);
  }

  show(v, url) {
    const fresh = !this.view || this.view.stamp !== v.stamp || this.view.turn !== v.turn;
    const gameOver = v.status !== 'active' && v.status !== 'lobby';
    const shape = (b) => b && [b.width, b.height, b.tile, ...b.origin].join();
    // The same game as shown, on the same picture: the targets on screen stay the same nodes.
    const unchanged = !fresh && shape(this.view.board) === shape(v.board);
    this.view = v;
    setContext(v.lang, v.seats);
    if (v.board) {
      this.board.show(v.board, url);
      this.boardSrc = v.board.src;
      this.board.el.hidden = false;
      if (carc().firstPaint === null) carc().firstPaint = Math.round(performance.now());
    } else {
      this.board.el.hidden = true;
    }
    if (fresh) {
      this.board.leave();
      this.step = v.step || null;
      this.stack = [];
      this.chosenStack = [];
      this.sel = null;
      this.chosen = null;
      this.hintPath = null;
      this.closeChooser();
      if (this.sheetKind === 'hint') this.closeSheet();
      else if (this.sheetKind) this.openSheet(this.sheetKind);
    }
    this.renderAll(unchanged);
    this.schedule();
    const c = carc();
    c.ready = true;
    c.stamp = v.stamp;
    c.game = v.game;
    c.status = v.status;
    c.turn = v.turn;
    if (this.playedAt !== undefined) {
      c.moves.push(Math.round(performance.now() - this.playedAt));
      this.playedAt = undefined;
    }
    if (gameOver && this.app.mode !== 'local') this.watchForRematch();
  }

  /** Reloads when an undo window should have closed, should the live socket miss it. */
  schedule() {
    this.timers.forEach(clearTimeout);
    this.timers = [];
    const undo = this.view.undo;
    if (undo) {
      const ms = Math.max(1000, undo.until * 1000 - Date.now() + 1500);
      this.timers.push(setTimeout(() => this.load(), Math.min(ms, 120000)));
    }
  }

  /** A finished game of a channel: look every 15 s whether a new one started there. */
  watchForRematch() {
    if (this.rematch) return;
    this.rematch = setInterval(async () => {
      const next = await this.app.follow().catch(() => null);
      if (next && next !== this.id) this.app.open(next);
    }, 15000);
  }

  // ---- rendering --------------------------------------------------------------------------

  renderAll(keep = false) {
    const v = this.view;
    clear(this.headline).append(render(v.headline));
    const ask = v.question && !v.acting;
    this.question.hidden = !ask;
    clear(this.question).append(ask ? render(v.question) : '');
    this.renderSeats();
    this.renderDrawn();
    if (!keep) {
      this.renderStep();
      this.renderOverlay();
    }
    this.tabs.tiles.hidden = !v.tile_counter || !v.board;
    this.tabs.hint.hidden = !v.hint;
    this.watching.hidden = !(v.you && !v.you.local && v.you.seat == null);
    carc().step = this.step ? this.step.kind : null;
  }

  renderSeats() {
    const v = this.view;
    const mine = v.you ? v.you.seat : null;
    clear(this.seats);
    for (const s of v.seats) {
      const cls = ['seat'];
      if (s.current) cls.push('current');
      if (s.removed) cls.push('removed');
      if (mine === s.seat) cls.push('you');
      this.seats.append(
        h(
          'li',
          { class: cls.join(' '), title: `${s.colour}${s.ai ? ` · ${s.ai}` : ''}` },
          h('span', { class: 'swatch', style: { background: s.rgb } }),
          h('span', { class: 'seat-name' }, s.name),
          h('span', { class: 'seat-score' }, String(s.score)),
          s.hand || s.held
            ? h('span', { class: 'seat-hand' }, [s.hand, s.held].filter(Boolean).join(' · '))
            : null,
        ),
      );
    }
  }

  /** The seat the game waits for, whose colour the targets wear. */
  moverColour() {
    const s = this.view.seats.find((x) => x.current);
    return s ? s.rgb : '#ffffff';
  }

  placeStep() {
    if (this.stack.length && this.stack[0].kind === 'place') return this.stack[0];
    if (this.step && this.step.kind === 'place') return this.step;
    return null;
  }

  /** The rotation shown for the drawn tile now: the chosen cell's, or the placed tile's. */
  shownRotation() {
    if (this.step && this.step.tile) return this.step.tile.rotation * 90;
    const ps = this.placeStep();
    if (this.sel && ps) return ps.cells[this.sel.i].options[this.sel.opt].degrees;
    return 0;
  }

  renderDrawn() {
    const d = this.view.drawn;
    this.drawn.hidden = !d;
    if (!d) return;
    sprite(this.drawnImg, d.sprite);
    this.drawnImg.style.transform = `rotate(${this.shownRotation()}deg)`;
    this.drawnWords.textContent = d.words;
    this.drawnLeft.textContent =
      this.view.tiles_left == null ? '' : `${this.view.tiles_left} ${w('left')}`;
  }

  renderStep() {
    const v = this.view;
    const st = this.step;
    clear(this.text);
    clear(this.actions);
    if (st) this.text.append(render(st.text));
    const button = (attrs, key, onclick) =>
      label(h('button', { type: 'button', ...attrs, onclick }), key);
    if (st) {
      if (st.kind === 'place' && st.discard) {
        this.actions.append(
          button({ id: 'discard', class: 'primary' }, 'discard', () => this.discard()),
        );
      }
      const ps = this.placeStep();
      if (ps && this.sel && st !== ps && ps.cells[this.sel.i].options.length > 1) {
        this.actions.append(button({ id: 'rotate' }, 'rotate', () => this.tapCell(this.sel.i)));
      }
      if (st.kind === 'figure' || st.kind === 'decide') {
        st.choices.forEach((c, i) => {
          const cls = ['choice'];
          if (c.primary) cls.push('primary');
          if (this.hinted(c.path)) cls.push('suggest');
          this.actions.append(
            h(
              'button',
              {
                type: 'button',
                class: cls.join(' '),
                dataset: { choice: String(i) },
                onclick: () => this.choose(c.path, null),
              },
              render(c.label),
            ),
          );
        });
      }
      if (st.kind === 'commit') {
        this.actions.append(
          button({ id: 'play', class: 'play', disabled: this.busy }, 'confirm', () => this.play()),
        );
      }
      if (this.stack.length) {
        this.actions.append(button({ id: 'back', class: 'back' }, 'back', () => this.back()));
      }
    }
    if (v.undo && v.undo.mine) {
      this.actions.append(
        button({ id: 'undo', class: 'primary' }, 'undo', () => this.undo('undo')),
        button({ id: 'done' }, 'done', () => this.undo('done')),
        h(
          'span',
          { class: 'until' },
          h('time', { dataset: { rel: String(v.undo.until) } }, relative(v.undo.until)),
        ),
      );
    }
    if (this.app.mode === 'local' && v.status !== 'active' && v.status !== 'lobby') {
      this.actions.append(
        button({ id: 'new-game', class: 'primary' }, 'new-game', () => this.app.games()),
      );
    }
    this.panel.classList.toggle('idle', !st && !(v.undo && v.undo.mine));
  }

  renderOverlay() {
    const o = this.board.overlay;
    clear(o);
    const v = this.view;
    if (!v.board) return;
    const colour = this.moverColour();
    o.style.setProperty('--mover', colour);
    const ps = this.placeStep();
    const st = this.step;
    if (ps) {
      ps.cells.forEach((c, i) => {
        const [left, top, side] = this.board.cell(c.x, c.y);
        const cls = ['cell'];
        if (this.sel && this.sel.i === i) cls.push('sel');
        else if (st !== ps) cls.push('dim');
        if (c.options.some((opt) => this.hinted(opt.path))) cls.push('suggest');
        o.append(
          h(
            'button',
            {
              type: 'button',
              class: cls.join(' '),
              dataset: { cell: `${c.x},${c.y}`, index: String(i) },
              title: c.name,
              style: { left: `${left}px`, top: `${top}px`, width: `${side}px`, height: `${side}px` },
            },
            this.sel && this.sel.i === i ? null : h('span', { class: 'mark' }, c.mark),
          ),
        );
      });
    }
    // The drawn tile where it is going.
    let ghost = null;
    if (st && st.tile) ghost = { x: st.tile.x, y: st.tile.y, deg: st.tile.rotation * 90, src: st.tile.sprite };
    else if (ps && this.sel && v.drawn) {
      const c = ps.cells[this.sel.i];
      ghost = { x: c.x, y: c.y, deg: c.options[this.sel.opt].degrees, src: v.drawn.sprite };
    }
    if (ghost) {
      const [left, top, side] = this.board.cell(ghost.x, ghost.y);
      const img = h('img', {
        class: 'ghost',
        alt: '',
        draggable: 'false',
        dataset: { ghost: `${ghost.x},${ghost.y}` },
        style: {
          left: `${left}px`,
          top: `${top}px`,
          width: `${side}px`,
          height: `${side}px`,
          transform: `rotate(${ghost.deg}deg)`,
        },
      });
      sprite(img, ghost.src);
      o.append(img);
    }
    if (st && st.kind === 'figure' && st.tile) {
      const [left, top, side] = this.board.cell(st.tile.x, st.tile.y);
      for (const s of st.spots) {
        const cls = ['spot'];
        if (s.choices.some((c) => this.hinted(c.path))) cls.push('suggest');
        o.append(
          h(
            'button',
            {
              type: 'button',
              class: cls.join(' '),
              dataset: { spot: String(s.number) },
              title: s.choices.map((c) => c.label).join(' / '),
              style: { left: `${left + s.u * side}px`, top: `${top + s.v * side}px` },
            },
            String(s.number),
          ),
        );
      }
    }
    if (st && st.kind === 'figure') {
      st.spaces.forEach((s, i) => {
        const cls = ['space'];
        if (s.choices.some((c) => this.hinted(c.path))) cls.push('suggest');
        o.append(
          h(
            'button',
            {
              type: 'button',
              class: cls.join(' '),
              dataset: { space: String(i) },
              title: s.choices.map((c) => c.label).join(' / '),
              style: { left: `${s.x}px`, top: `${s.y}px` },
            },
            '\u265b',
          ),
        );
      });
    }
    const mark = this.chosen;
    if (mark && st && st.kind !== 'figure') {
      o.append(
        h('div', {
          class: 'chosen',
          style: { left: `${mark.x}px`, top: `${mark.y}px` },
        }),
      );
    }
  }

  // ---- the turn ---------------------------------------------------------------------------

  hinted(path) {
    const hp = this.hintPath;
    return !!hp && path.length > 0 && path.length <= hp.length && same(path, hp.slice(0, path.length));
  }

  /** The step `path` leads to, or null (refused: said, and the view reloaded if stale). */
  async draft(path) {
    const seq = ++this.draftSeq;
    try {
      const next = await post(`api/games/${this.id}/draft`, { turn: this.view.turn, path });
      return seq === this.draftSeq ? next : null;
    } catch (e) {
      if (seq === this.draftSeq) this.refused(e);
      return null;
    }
  }

  refused(e) {
    this.app.error(e);
    if (e instanceof ApiError && (e.status === 409 || e.status === 403 || e.status === 400)) {
      this.load();
    }
  }

  tapCell(i) {
    const ps = this.placeStep();
    if (!ps || !ps.cells[i]) return;
    const cell = ps.cells[i];
    const opt = this.sel && this.sel.i === i ? (this.sel.opt + 1) % cell.options.length : 0;
    this.select(ps, i, opt);
  }

  async select(ps, i, opt) {
    this.sel = { i, opt };
    this.closeChooser();
    // Shown at once; the step it leads to follows.
    this.step = ps;
    this.stack = [];
    this.chosenStack = [];
    this.chosen = null;
    this.renderDrawn();
    this.renderOverlay();
    this.renderStep();
    const next = await this.draft(ps.cells[i].options[opt].path);
    if (!next) return;
    this.stack = [ps];
    this.chosenStack = [null];
    this.step = next;
    this.afterStep();
    this.focusTile();
  }

  /** On a small board cell, spots would overlap: come close to the placed tile. */
  focusTile() {
    const st = this.step;
    if (!st || st.kind !== 'figure' || !st.tile || st.spots.length < 2) return;
    const b = this.board;
    if (!b.cam) return;
    const { w, h: ht } = b.size();
    // Close enough that the targets (40 CSS px) of the two closest spots do not overlap, as far
    // as the board's box allows.
    let closest = 1;
    for (const [i, p] of st.spots.entries()) {
      for (const q of st.spots.slice(i + 1)) closest = Math.min(closest, Math.hypot(p.u - q.u, p.v - q.v));
    }
    const room = Math.min(w, ht) * 0.85;
    const want = Math.min(Math.max(150, SPOT_ROOM / Math.max(closest, 0.01)), room);
    if (b.cam.cellPx >= want * 0.9) {
      b.reveal(st.tile.x, st.tile.y);
      return;
    }
    b.visit(st.tile.x, st.tile.y, want);
  }

  afterStep() {
    this.renderDrawn();
    this.renderStep();
    this.renderOverlay();
    carc().step = this.step ? this.step.kind : null;
  }

  tapSpot(n) {
    const st = this.step;
    if (!st || st.kind !== 'figure') return;
    const s = st.spots.find((x) => x.number === n);
    if (!s) return;
    const [left, top, side] = this.board.cell(st.tile.x, st.tile.y);
    const at = { x: left + s.u * side, y: top + s.v * side };
    this.pick(s.choices, at);
  }

  tapSpace(i) {
    const st = this.step;
    if (!st || st.kind !== 'figure' || !st.spaces[i]) return;
    const s = st.spaces[i];
    this.pick(s.choices, { x: s.x, y: s.y });
  }

  /** One choice: take it; several: ask which. */
  pick(choices, at) {
    if (choices.length === 1) {
      this.choose(choices[0].path, at);
      return;
    }
    const box = clear(this.chooser);
    box.append(
      h(
        'div',
        { class: 'chooser-box', role: 'dialog' },
        label(h('h3'), 'which-figure'),
        choices.map((c, i) =>
          h(
            'button',
            {
              type: 'button',
              class: `option${c.primary ? ' primary' : ''}${this.hinted(c.path) ? ' suggest' : ''}`,
              dataset: { option: String(i) },
              onclick: () => {
                this.closeChooser();
                this.choose(c.path, at);
              },
            },
            render(c.label),
          ),
        ),
        label(h('button', { type: 'button', class: 'back', onclick: () => this.closeChooser() }), 'close'),
      ),
    );
    box.hidden = false;
  }

  closeChooser() {
    this.chooser.hidden = true;
    clear(this.chooser);
  }

  async choose(path, at) {
    const from = this.step;
    const next = await this.draft(path);
    if (!next || this.step !== from) return;
    this.stack.push(from);
    this.chosenStack.push(this.chosen);
    if (at) this.chosen = at;
    this.step = next;
    this.afterStep();
  }

  back() {
    if (!this.stack.length) return;
    this.draftSeq += 1;
    this.closeChooser();
    this.step = this.stack.pop();
    this.chosen = this.chosenStack.pop() || null;
    if (this.step.kind === 'place') {
      this.sel = null;
      this.board.leave();
    }
    this.afterStep();
  }

  async discard() {
    const st = this.step;
    if (!st || !st.discard) return;
    const next = await this.draft(st.discard);
    if (!next) return;
    if (next.kind === 'commit') {
      this.step = next;
      this.play();
      return;
    }
    this.stack.push(st);
    this.chosenStack.push(this.chosen);
    this.step = next;
    this.afterStep();
  }

  async play() {
    const st = this.step;
    if (!st || st.kind !== 'commit' || this.busy) return;
    this.busy = true;
    const pressed = performance.now();
    this.renderStep();
    try {
      await post(`api/games/${this.id}/play`, { turn: this.view.turn, path: st.path });
      this.playedAt = pressed;
    } catch (e) {
      this.busy = false;
      this.refused(e);
      this.renderStep();
      return;
    }
    // Play stays pressed until the new view is shown.
    await this.load();
    this.busy = false;
  }

  async undo(which) {
    const u = this.view.undo;
    if (!u) return;
    try {
      await post(`api/games/${this.id}/${which}`, { version: u.version });
    } catch (e) {
      this.refused(e);
      return;
    }
    await this.load();
  }

  // ---- sheets -----------------------------------------------------------------------------

  toggleSheet(kind) {
    if (this.sheetKind === kind) this.closeSheet();
    else this.openSheet(kind);
  }

  closeSheet() {
    this.sheetKind = null;
    this.sheet.classList.remove('open');
    this.sheet.setAttribute('aria-hidden', 'true');
    for (const t of Object.values(this.tabs)) t.classList.remove('active');
  }

  async openSheet(kind) {
    const keep = this.sheetKind === kind;
    this.sheetKind = kind;
    for (const [k, t] of Object.entries(this.tabs)) t.classList.toggle('active', k === kind);
    this.sheet.classList.add('open');
    this.sheet.setAttribute('aria-hidden', 'false');
    if (!keep) {
      label(clear(this.sheetTitle), kind);
      label(clear(this.sheetBody).appendChild(h('p', { class: 'loading' })), 'loading');
    }
    let answer;
    try {
      if (kind === 'hint') answer = await post(`api/games/${this.id}/hint`);
      else answer = await api(`api/games/${this.id}/${kind}`);
    } catch (e) {
      if (this.sheetKind !== kind) return;
      this.app.error(e);
      clear(this.sheetBody).append(h('p', { class: 'refusal' }, e.sentence || w('error')));
      return;
    }
    if (this.sheetKind !== kind) return;
    const body = clear(this.sheetBody);
    if (answer.title) {
      delete this.sheetTitle.dataset.w;
      clear(this.sheetTitle).append(render(answer.title));
    }
    if (kind === 'scores') body.append(this.seatTable());
    if (kind === 'log') {
      const lines = (answer.text || '').split('\n').filter((l) => l.trim());
      body.append(h('ol', { class: 'log' }, lines.map((l) => h('li', null, render(l)))));
    } else if (answer.text) {
      body.append(h('div', { class: 'sheet-text' }, render(answer.text)));
    }
    if (answer.picture) body.append(h('img', { class: 'sheet-picture', src: answer.picture, alt: '' }));
    if (kind === 'log') body.scrollTop = body.scrollHeight;
    if (kind === 'hint' && Array.isArray(answer.path)) this.suggest(answer.path);
  }

  seatTable() {
    return h(
      'ul',
      { class: 'seat-table' },
      this.view.seats.map((s) =>
        h(
          'li',
          { class: `${s.current ? 'current' : ''}${s.removed ? ' removed' : ''}` },
          h('span', { class: 'swatch', style: { background: s.rgb } }),
          h(
            'div',
            { class: 'who' },
            h('strong', null, s.name),
            h('span', { class: 'muted' }, ` · ${s.colour}${s.ai ? ` · ${s.ai}` : ''}`),
            s.removed ? h('span', { class: 'muted' }, ` · ${w('left-game')}`) : null,
            s.hand ? h('div', { class: 'hand' }, `${w('in-hand')}: ${s.hand}`) : null,
            s.held ? h('div', { class: 'hand' }, s.held) : null,
          ),
          h('div', { class: 'points' }, h('strong', null, String(s.score)), ` ${w('points')}`),
        ),
      ),
    );
  }

  /** Shows the hint's move on the board: its placement chosen, its figure marked. */
  suggest(path) {
    this.hintPath = path;
    const ps = this.placeStep();
    if (ps && this.step === ps) {
      for (let i = 0; i < ps.cells.length; i++) {
        const opt = ps.cells[i].options.findIndex((o) => this.hinted(o.path));
        if (opt >= 0) {
          this.board.reveal(ps.cells[i].x, ps.cells[i].y);
          this.select(ps, i, opt);
          return;
        }
      }
    }
    this.renderStep();
    this.renderOverlay();
  }
}

