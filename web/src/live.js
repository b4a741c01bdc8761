// Live updates over a WebSocket (`api/games/N/live`): the token goes first as a message, then
// the server says `{stamp}` now and then and `{changed: true, stamp}` at every change. When the
// connection drops (the bot restarted, the phone slept) it comes back with a backoff of 1 s,
// 2 s, 5 s, then every 10 s; `{refused: true}` means the token is not accepted: no retry.

import { getToken, socketUrl } from './api.js';

const BACKOFF = [1000, 2000, 5000];
const EVERY = 10000;

export class Live {
  constructor(game, { message, away, back }) {
    this.game = game;
    this.on = { message, away, back };
    this.attempt = 0;
    this.away = false;
    this.stopped = false;
    this.refused = false;
    this.ws = null;
    this.timer = null;
    this.visible = () => {
      // A phone woken up: try at once rather than at the next backoff step.
      if (document.visibilityState === 'visible' && this.away && !this.stopped) {
        clearTimeout(this.timer);
        this.connect();
      }
    };
    document.addEventListener('visibilitychange', this.visible);
    this.connect();
  }

  connect() {
    if (this.stopped || this.refused) return;
    let ws;
    try {
      ws = new WebSocket(socketUrl(`api/games/${this.game}/live`));
    } catch {
      this.lost(null);
      return;
    }
    this.ws = ws;
    let heard = false;
    ws.onopen = () => ws.send(JSON.stringify({ token: getToken() }));
    ws.onmessage = (event) => {
      let m;
      try {
        m = JSON.parse(event.data);
      } catch {
        return;
      }
      if (m.refused) {
        this.refused = true;
        ws.close();
        return;
      }
      if (!heard) {
        heard = true;
        this.attempt = 0;
        if (this.away) {
          this.away = false;
          this.on.back();
        }
      }
      this.on.message(m);
    };
    ws.onclose = () => this.lost(ws);
  }

  lost(ws) {
    if (ws !== this.ws || this.stopped || this.refused) return;
    this.ws = null;
    if (!this.away) {
      this.away = true;
      this.on.away();
    }
    const delay = BACKOFF[this.attempt] ?? EVERY;
    this.attempt += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    document.removeEventListener('visibilitychange', this.visible);
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      ws.onclose = null;
      ws.close();
    }
  }
}
