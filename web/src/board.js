// The board: the server's picture and every overlay (highlighted cells, the ghost tile, spot and
// space targets) in one transformed layer, so that they stay aligned whatever the zoom. Pinch
// and drag with Pointer Events, wheel zoom on desktop, buttons for zoom and the whole board.
//
// The camera is kept in board cells, not picture pixels: `cellPx` CSS pixels a cell and the
// cell coordinates (cx, cy) at the middle of the viewport. The picture changes after every move
// (it grows, its cells shrink as the board gets large), yet the same cells stay under the
// player's fingers.

import { h } from './dom.js';

const TAP_SLOP = 10; // CSS px a tap may move
const MAX_CELL_PX = 260; // the closest zoom: CSS px a cell
const MAX_FIT = 1.5; // the most a fitted picture is enlarged
// The board box is scrolled to (REST, REST) at rest, with room to scroll every way: whatever
// scrolls a target into view (a WebDriver click, a screen reader, focus) moves the camera.
const REST = 50000;

export class Board {
  constructor() {
    this.img = h('img', { id: 'board-img', alt: '', draggable: 'false', decoding: 'async' });
    this.overlay = h('div', { class: 'overlay' });
    this.layer = h('div', { id: 'layer' }, this.img, this.overlay);
    this.layer.style.left = `${REST}px`;
    this.layer.style.top = `${REST}px`;
    const room = h('div', {
      class: 'room',
      style: { width: `${2 * REST}px`, height: `${2 * REST}px` },
    });
    this.el = h('div', { id: 'board' }, room, this.layer);
    this.geom = null; // {width, height, tile, origin, min, max} of the picture shown
    this.cam = null; // {cellPx, cx, cy}
    this.userMoved = false;
    this.gen = 0; // counts the camera's moves
    this.pointers = new Map();
    this.gesture = null;
    this.suppressUntil = 0;
    this.url = null;
    this.listen();
    new ResizeObserver(() => this.resized()).observe(this.el);
  }

  /** The picture at `url` (already decoded) with its geometry `geom` (the view's `board`). */
  show(geom, url) {
    const old = this.geom;
    const grew =
      !old ||
      geom.min[0] < old.min[0] ||
      geom.min[1] < old.min[1] ||
      geom.max[0] > old.max[0] ||
      geom.max[1] > old.max[1];
    this.geom = geom;
    if (url !== this.url) {
      const previous = this.url;
      this.img.src = url;
      this.url = url;
      if (previous && previous.startsWith('blob:')) URL.revokeObjectURL(previous);
    }
    this.img.width = geom.width;
    this.img.height = geom.height;
    this.layer.style.width = `${geom.width}px`;
    this.layer.style.height = `${geom.height}px`;
    this.layer.style.setProperty('--tile', `${geom.tile}px`);
    if (!this.cam || (grew && !this.userMoved)) this.fit();
    else this.apply();
  }

  size() {
    const r = this.el.getBoundingClientRect();
    return { w: r.width || 1, h: r.height || 1, left: r.left, top: r.top };
  }

  /** The whole picture, as large as the viewport takes. */
  fit() {
    if (!this.geom) return;
    const { width, height, tile, origin } = this.geom;
    const { w, h: ht } = this.size();
    // A small board is not blown up past where its picture turns blurry.
    const scale = Math.min(w / width, ht / height, MAX_FIT);
    this.cam = {
      cellPx: scale * tile,
      cx: (width / 2 - origin[0]) / tile,
      cy: (height / 2 - origin[1]) / tile,
    };
    this.apply();
  }

  fitButton() {
    this.userMoved = false;
    this.gen += 1;
    this.fit();
  }

  resized() {
    if (!this.geom || !this.cam) return;
    if (!this.userMoved) this.fit();
    else this.apply();
  }

  limits() {
    const { width, height, tile } = this.geom;
    const { w, h: ht } = this.size();
    const fitPx = Math.min(w / width, ht / height) * tile;
    return { min: Math.min(fitPx * 0.6, 40), max: Math.max(MAX_CELL_PX, fitPx) };
  }

  /** Lays the layer out for the camera. */
  apply() {
    if (!this.geom || !this.cam) return;
    const { width, height, tile, origin } = this.geom;
    const lim = this.limits();
    const cam = this.cam;
    cam.cellPx = Math.min(lim.max, Math.max(lim.min, cam.cellPx));
    // Keep some of the picture in view.
    cam.cx = Math.min((width - origin[0]) / tile, Math.max(-origin[0] / tile, cam.cx));
    cam.cy = Math.min((height - origin[1]) / tile, Math.max(-origin[1] / tile, cam.cy));
    const s = cam.cellPx / tile;
    this.rest();
    const { w, h: ht } = this.size();
    const tx = w / 2 - s * (origin[0] + cam.cx * tile);
    const ty = ht / 2 - s * (origin[1] + cam.cy * tile);
    this.scale = s;
    this.layer.style.transform = `translate(${tx}px,${ty}px) scale(${s})`;
    this.layer.style.setProperty('--inv', String(1 / s));
  }

  rest() {
    if (this.el.scrollLeft !== REST) this.el.scrollLeft = REST;
    if (this.el.scrollTop !== REST) this.el.scrollTop = REST;
  }

  /** Zooms by `factor` keeping the point (px, py) of the viewport (CSS px) in place. */
  zoom(factor, px, py) {
    if (!this.cam) return;
    const { w, h: ht } = this.size();
    if (px === undefined) {
      px = w / 2;
      py = ht / 2;
    }
    const cam = this.cam;
    const X = cam.cx + (px - w / 2) / cam.cellPx;
    const Y = cam.cy + (py - ht / 2) / cam.cellPx;
    const lim = this.limits();
    cam.cellPx = Math.min(lim.max, Math.max(lim.min, cam.cellPx * factor));
    cam.cx = X - (px - w / 2) / cam.cellPx;
    cam.cy = Y - (py - ht / 2) / cam.cellPx;
    this.userMoved = true;
    this.gen += 1;
    this.apply();
  }

  pan(dx, dy) {
    if (!this.cam) return;
    this.cam.cx -= dx / this.cam.cellPx;
    this.cam.cy -= dy / this.cam.cellPx;
    this.userMoved = true;
    this.gen += 1;
    this.apply();
  }

  /**
   * Comes close to cell (x, y) at `cellPx` for a moment (the spots of a placed tile); `leave()`
   * goes back to where the player was, unless they moved the board meanwhile.
   */
  visit(x, y, cellPx) {
    if (!this.cam) return;
    if (!this.saved) this.saved = { cam: { ...this.cam }, userMoved: this.userMoved };
    this.cam = { cellPx, cx: x + 0.5, cy: y + 0.5 };
    this.userMoved = true;
    this.apply();
    this.saved.gen = this.gen;
  }

  leave() {
    const saved = this.saved;
    this.saved = null;
    if (!saved || saved.gen !== this.gen) return;
    this.cam = saved.cam;
    this.userMoved = saved.userMoved;
    if (!this.userMoved) this.fit();
    else this.apply();
  }

  /** Brings cell (x, y) into view if it is out of it (after a hint). */
  reveal(x, y) {
    if (!this.cam) return;
    const { w, h: ht } = this.size();
    const half = { x: w / 2 / this.cam.cellPx, y: ht / 2 / this.cam.cellPx };
    const cx = x + 0.5;
    const cy = y + 0.5;
    if (Math.abs(cx - this.cam.cx) > half.x - 0.6 || Math.abs(cy - this.cam.cy) > half.y - 0.6) {
      this.cam.cx = cx;
      this.cam.cy = cy;
      this.apply();
    }
  }

  /** Where cell (x, y) is in the layer, in picture pixels: [left, top, side]. */
  cell(x, y) {
    const { tile, origin } = this.geom;
    return [origin[0] + x * tile, origin[1] + y * tile, tile];
  }

  listen() {
    const el = this.el;
    el.addEventListener('pointerdown', (e) => this.down(e));
    el.addEventListener('pointermove', (e) => this.move(e));
    el.addEventListener('pointerup', (e) => this.up(e));
    el.addEventListener('pointercancel', (e) => this.up(e));
    el.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
        const { left, top } = this.size();
        this.zoom(Math.exp(-e.deltaY * unit * 0.0015), e.clientX - left, e.clientY - top);
      },
      { passive: false },
    );
    // Scrolling into view (a test's WebDriver, a screen reader, focus) scrolls this
    // overflow-hidden box; the camera takes the scroll over, so that the target stays where the
    // scroll put it and the layer's transform stays the only offset.
    el.addEventListener('scroll', () => {
      const sx = el.scrollLeft - REST;
      const sy = el.scrollTop - REST;
      if (!sx && !sy) return;
      if (!this.cam) {
        this.rest();
        return;
      }
      this.pan(-sx, -sy);
    });
    // A drag that ends over a target is not a tap on it.
    el.addEventListener(
      'click',
      (e) => {
        if (performance.now() < this.suppressUntil) {
          e.stopPropagation();
          e.preventDefault();
        }
      },
      true,
    );
  }

  down(e) {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // A new press: whatever click follows is its own.
    this.suppressUntil = 0;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 1) {
      this.gesture = { startX: e.clientX, startY: e.clientY, moved: false, multi: false };
    } else if (this.gesture) {
      this.gesture.multi = true;
      this.gesture.moved = true;
    }
    this.pinch = this.pinchState();
  }

  pinchState() {
    const pts = [...this.pointers.values()];
    if (pts.length < 2) return null;
    const [a, b] = pts;
    return { mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
  }

  move(e) {
    const p = this.pointers.get(e.pointerId);
    if (!p || !this.gesture) return;
    const g = this.gesture;
    if (this.pointers.size >= 2) {
      p.x = e.clientX;
      p.y = e.clientY;
      const now = this.pinchState();
      const before = this.pinch;
      if (before && now) {
        const { left, top } = this.size();
        this.zoom(now.d / before.d, now.mx - left, now.my - top);
        this.pan(now.mx - before.mx, now.my - before.my);
      }
      this.pinch = now;
      return;
    }
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    if (!g.moved && Math.hypot(e.clientX - g.startX, e.clientY - g.startY) > TAP_SLOP) {
      g.moved = true;
      this.el.classList.add('dragging');
      try {
        // From here it is a drag: follow it outside the board too.
        this.el.setPointerCapture(e.pointerId);
      } catch {
        // the pointer is gone already
      }
    }
    p.x = e.clientX;
    p.y = e.clientY;
    if (g.moved) this.pan(dx, dy);
  }

  up(e) {
    if (!this.pointers.has(e.pointerId)) return;
    this.pointers.delete(e.pointerId);
    this.pinch = this.pinchState();
    if (this.pointers.size === 0) {
      if (this.gesture && this.gesture.moved) this.suppressUntil = performance.now() + 300;
      this.gesture = null;
      this.el.classList.remove('dragging');
    }
  }
}
