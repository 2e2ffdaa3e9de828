import http from 'node:http';
import { describe, expect, it } from 'vitest';

describe('hermetic tests', () => {
  it('refuse fetch to another host', async () => {
    await expect(fetch('https://example.com/')).rejects.toThrow('Tests may not reach example.com');
  });

  it('refuse raw HTTP requests and sockets to another host', async () => {
    const error = await new Promise<Error>((resolve) => {
      http.get('http://example.com/', () => resolve(new Error('connected'))).on('error', resolve);
    });
    expect(error.message).toContain('Tests may not reach example.com');
  });

  it('still reach this machine', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    const body = await new Promise<string>((resolve, reject) => {
      http.get(`http://127.0.0.1:${port}/`, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      }).on('error', reject);
    });
    server.close();
    expect(body).toBe('ok');
  });
});
