// Every request the page makes: to its own server only, with the tab's token when it has one.
// The token lives in sessionStorage, so it is gone when the tab closes.

const tokenKey = 'trellis-token';

export const token = {
  get: () => sessionStorage.getItem(tokenKey),
  set: (value) => sessionStorage.setItem(tokenKey, value),
  clear: () => sessionStorage.removeItem(tokenKey),
};

export class RequestError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function headers(extra = {}) {
  const all = { Accept: 'application/json', ...extra };
  const value = token.get();
  if (value) all.Authorization = 'Bearer ' + value;
  return all;
}

/** The JSON of a route; a failure throws RequestError with the server's `error` message. */
export async function request(path, { method = 'GET', body } = {}) {
  const response = await fetch(path, {
    method, body, headers: headers(body === undefined ? {} : { 'Content-Type': 'application/x-yaml' }),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new RequestError(response.status, data?.error ?? response.statusText);
  return data;
}

/** `?profile=a&profile=b&revision=3` from an object whose values may be arrays; empty values are left out. */
export function query(parameters) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    for (const one of [].concat(value)) if (one !== undefined && one !== null && one !== '') search.append(name, one);
  }
  const text = search.toString();
  return text ? '?' + text : '';
}

/**
 * Calls `onEvent` with each `/events` message until `signal` aborts, reconnecting after a
 * second when the stream breaks. Read through fetch: EventSource cannot send the token.
 */
export async function listen(onEvent, signal) {
  while (!signal.aborted) {
    try {
      const response = await fetch('/events', { headers: headers({ Accept: 'text/event-stream' }), signal });
      if (!response.ok) throw new RequestError(response.status, 'events');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
          if (data) onEvent(JSON.parse(data));
        }
      }
    } catch (error) {
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
