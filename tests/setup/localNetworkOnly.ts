// Tests are hermetic: any fetch to a host other than this machine fails at once, naming the host, so a
// forgotten endpoint shows up as a test failure instead of a silent call to a remote service.
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function guard(original: typeof fetch): typeof fetch {
  const guarded = (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let host = '';
    try {
      host = new URL(url, 'http://127.0.0.1').hostname;
    } catch {
      // Relative or odd URLs resolve against the local base above.
    }
    if (host && !LOCAL_HOSTS.has(host)) {
      return Promise.reject(new TypeError(`Tests may not reach ${host}: point the endpoint at the devnet`));
    }
    return original(input, init);
  };
  return guarded as typeof fetch;
}

globalThis.fetch = guard(globalThis.fetch.bind(globalThis));
if (typeof window !== 'undefined' && window.fetch) window.fetch = guard(window.fetch.bind(window));
