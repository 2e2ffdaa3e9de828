// Tests are hermetic: any fetch, HTTP request or socket (WebSocket included) to a host other than this machine
// fails at once, naming the host, so a forgotten endpoint shows up as a test failure instead of a silent call
// to a remote service.
import net from 'node:net';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1', '0.0.0.0']);

function refusal(host: string): TypeError {
  return new TypeError(`Tests may not reach ${host}: point the endpoint at the devnet`);
}

function guard(original: typeof fetch): typeof fetch {
  const guarded = (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let host = '';
    try {
      host = new URL(url, 'http://127.0.0.1').hostname;
    } catch {
      // Relative or odd URLs resolve against the local base above.
    }
    if (host && !LOCAL_HOSTS.has(host)) return Promise.reject(refusal(host));
    return original(input, init);
  };
  return guarded as typeof fetch;
}

globalThis.fetch = guard(globalThis.fetch.bind(globalThis));
if (typeof window !== 'undefined' && window.fetch) window.fetch = guard(window.fetch.bind(window));

/** The host a `Socket#connect` call aims at; undefined for local IPC paths. */
function connectHost(args: unknown[]): string | undefined {
  // Node passes its normalised arguments as one array ([options, callback]).
  const list = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  const [first, second] = list;
  if (first && typeof first === 'object') {
    const options = first as { host?: unknown; path?: unknown };
    if (typeof options.path === 'string') return undefined;
    return typeof options.host === 'string' ? options.host : 'localhost';
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return typeof second === 'string' ? second : 'localhost';
  }
  return undefined;
}

// Below every HTTP, HTTPS, TLS and WebSocket client of Node: a connection to another host fails like a
// refused one, asynchronously, as network errors do.
const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
  const host = connectHost(args);
  if (host !== undefined && !LOCAL_HOSTS.has(host.replace(/^\[|\]$/g, '')) && !LOCAL_HOSTS.has(host)) {
    process.nextTick(() => this.destroy(refusal(host)));
    return this;
  }
  return (originalConnect as (...rest: unknown[]) => net.Socket).apply(this, args);
} as typeof originalConnect;
