import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameAncestors, isOriginAllowed } from './origins/matchOrigin.js';
import { createOriginRegistry, parseAllowedOrigins } from './origins/originRegistry.js';
import { TEST_PARENT, TEST_PROJECT, callApi, newDeviceId, startHarness } from './testing/siteHarness.js';
import type { Harness } from './testing/siteHarness.js';

describe('origin matching (SPEC section 5: exact or * wildcards)', () => {
  it('matches exactly, case-insensitively in scheme and host, and * as one or more non-slash characters', () => {
    const list = ['https://app.example', 'https://*.example.com', 'http://localhost:*'];
    expect(isOriginAllowed('https://app.example', list)).toBe(true);
    expect(isOriginAllowed('HTTPS://APP.EXAMPLE', list)).toBe(true);
    expect(isOriginAllowed('https://a.example.com', list)).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(true);
    expect(isOriginAllowed('http://localhost:5173', list)).toBe(true);
    expect(isOriginAllowed('https://example.com', list)).toBe(false);
    expect(isOriginAllowed('https://evil.com/.example.com', list)).toBe(false);
    expect(isOriginAllowed('https://app.example.evil', list)).toBe(false);
    expect(isOriginAllowed('http://app.example', list)).toBe(false);
    expect(isOriginAllowed('null', list)).toBe(false);
    expect(isOriginAllowed(undefined, list)).toBe(false);
    expect(isOriginAllowed('https://x.example.com', ['https://*.*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://x.y.example.com', ['https://*.*.example.com'])).toBe(true);
    expect(isOriginAllowed(`https://${'a'.repeat(3000)}.example.com`, list)).toBe(false);
  });

  it('writes only CSP-expressible entries into frame-ancestors', () => {
    expect(frameAncestors(['https://app.example', 'http://localhost:*', 'https://*.example.com', 'https://app-*.example.com'])).toBe(
      'https://app.example http://localhost:* https://*.example.com',
    );
    expect(frameAncestors([])).toBe("'none'");
    expect(frameAncestors(["https://a.example; script-src *"])).toBe("'none'");
  });

  it('parses ALLOWED_ORIGINS with clear errors', () => {
    expect(parseAllowedOrigins('{"p1":["https://a.example"]}')).toEqual({ p1: ['https://a.example'] });
    expect(() => parseAllowedOrigins('nope')).toThrow(/ALLOWED_ORIGINS must be JSON/);
    expect(() => parseAllowedOrigins('{"p1":"https://a.example"}')).toThrow('ALLOWED_ORIGINS["p1"] must be an array of origin strings');
  });
});

describe('allowed origins from a wallet directory (ORIGINS_URL)', () => {
  let directory: ReturnType<typeof createServer>;
  let url = '';
  let hits = 0;
  let origins = ['https://dir.example'];
  beforeAll(async () => {
    directory = createServer((req, res) => {
      hits += 1;
      const projectId = new URL(req.url ?? '/', 'http://x').searchParams.get('projectId');
      res.writeHead(projectId === 'p1' ? 200 : 403, { 'content-type': 'application/json' });
      res.end(JSON.stringify(projectId === 'p1' ? { allowedOrigins: origins } : { error: 'unknown project' }));
    });
    await new Promise<void>((resolve) => directory.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => directory.close(() => resolve())));

  it('fetches, caches for 60 s, and allows nothing when the fetch fails', async () => {
    let clock = 0;
    const registry = createOriginRegistry({ originsUrl: url, staticOrigins: { p1: ['https://static.example'] }, now: () => clock });
    expect(await registry.allowedOrigins('p1')).toEqual(['https://static.example', 'https://dir.example']);
    origins = ['https://changed.example'];
    clock = 59_000;
    expect(await registry.allowedOrigins('p1')).toEqual(['https://static.example', 'https://dir.example']);
    expect(hits).toBe(1);
    clock = 60_000;
    expect(await registry.allowedOrigins('p1')).toEqual(['https://static.example', 'https://changed.example']);
    expect(await registry.allowedOrigins('p2')).toEqual([]);
    const unreachable = createOriginRegistry({ originsUrl: 'http://127.0.0.1:9' });
    expect(await unreachable.allowedOrigins('p1')).toEqual([]);
  });
});

describe('the frame page and the API origin checks', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'secure-site-frame-'));
    h = await startHarness({ frameScriptPath: join(dir, 'frame.js') });
  });
  afterAll(async () => {
    await h.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the iframe HTML with its CSP, security headers and escaped config JSON', async () => {
    const response = await fetch(`${h.site.url}/?projectId=${TEST_PROJECT}&chainId=eip155:1&version=4&enableLogger=true`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(`default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${TEST_PARENT} http://localhost:*`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    const json = /<script id="secure-site-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ projectId: TEST_PROJECT, allowedOrigins: [TEST_PARENT, 'http://localhost:*'], chainId: 'eip155:1', enableLogger: true });
    expect(html).toContain('<script type="module" src="/frame.js"></script>');

    const unknown = await fetch(`${h.site.url}/?projectId=someone-else`);
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${h.site.url}/`)).status).toBe(400);
  });

  it('serves frame.js when built and a clear 503 otherwise', async () => {
    const missing = await fetch(`${h.site.url}/frame.js`);
    expect(missing.status).toBe(503);
    expect(await missing.text()).toContain('The frame script is not built');
    await writeFile(join(dir, 'frame.js'), 'export {};\n');
    const built = await fetch(`${h.site.url}/frame.js`);
    expect(built.status).toBe(200);
    expect(built.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await built.text()).toBe('export {};\n');
  });

  it('refuses API calls for a parent origin not allowed for the project', async () => {
    const refused = { status: 403, body: { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' } } };
    const body = { email: 'o@example.com', deviceId: newDeviceId() };
    expect(await h.call('POST', '/api/v1/email/connect', body, { headers: { 'x-parent-origin': 'https://evil.example' } })).toEqual(refused);
    expect(await h.call('POST', '/api/v1/email/connect', body, { headers: { 'x-project-id': 'other-project' } })).toEqual(refused);
    expect(await h.call('GET', '/api/v1/user', undefined, { headers: { 'x-parent-origin': '' } })).toEqual(refused);
    expect(h.mailbox.messages('o@example.com')).toEqual([]);
  });

  it('refuses POSTs from another origin and answers JSON without caching', async () => {
    const body = { email: 'x@example.com', deviceId: newDeviceId() };
    const cross = await h.call('POST', '/api/v1/email/connect', body, { headers: { origin: 'https://evil.example' } });
    expect(cross).toEqual({ status: 403, body: { error: { code: 'CROSS_ORIGIN_REQUEST', message: 'Cross-origin requests are refused' } } });
    const response = await fetch(`${h.site.url}/api/v1/email/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': TEST_PROJECT, 'x-parent-origin': TEST_PARENT },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(403);
    const ok = await callApi(h.site, 'POST', '/api/v1/email/connect', body);
    expect(ok.status).toBe(200);
    const headers = await fetch(`${h.site.url}/api/v1/user`, { headers: { 'x-project-id': TEST_PROJECT, 'x-parent-origin': TEST_PARENT } });
    expect(headers.headers.get('cache-control')).toBe('no-store');
  });
});
