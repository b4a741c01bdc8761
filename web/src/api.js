// Requests to the bot's API: every URL is relative to the page (inside Discord everything goes
// through Discord's proxy under the same root), every request says the browser's language, and
// an authenticated one carries the bearer token. A refusal comes back as `{"error": sentence}`
// with a 4xx/5xx status and is thrown as an ApiError carrying that sentence.

let token = null;

export const setToken = (t) => {
  token = t;
};
export const getToken = () => token;

export const browserLang = () => navigator.language || 'en';

export class ApiError extends Error {
  constructor(status, sentence) {
    super(sentence || String(status));
    this.status = status;
    // The server's sentence, or null when there was none (network down, not JSON).
    this.sentence = sentence || null;
  }
}

function headers(auth, json) {
  const h = { 'x-lang': browserLang() };
  if (auth && token) h.Authorization = `Bearer ${token}`;
  if (json) h['content-type'] = 'application/json';
  return h;
}

async function request(path, { method = 'GET', body, auth = true, cache = 'no-store' } = {}) {
  let res;
  try {
    res = await fetch(path, {
      method,
      headers: headers(auth, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      cache,
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (!res.ok) {
    let sentence = null;
    try {
      sentence = (await res.json()).error;
    } catch {
      // Not the server's JSON: a proxy's page, say.
    }
    throw new ApiError(res.status, typeof sentence === 'string' ? sentence : null);
  }
  return res;
}

/** GET or POST `path` and read its JSON answer. */
export async function api(path, options) {
  const res = await request(path, options);
  try {
    return await res.json();
  } catch {
    throw new ApiError(res.status, null);
  }
}

export const post = (path, body) => api(path, { method: 'POST', body: body ?? {} });

/** A picture that needs the token (the board), as a Blob; its address changes with every move,
 * so the browser may keep it. */
export async function blob(path) {
  const res = await request(path, { cache: 'default' });
  return res.blob();
}

/** A WebSocket URL for an API path, relative to the page, matching its scheme. */
export function socketUrl(path) {
  const url = new URL(path, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.hash = '';
  return url.href;
}
