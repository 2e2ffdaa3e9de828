// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readFrameConfig } from './config.js';

function page(json: string | undefined) {
  document.head.replaceChildren();
  if (json === undefined) return;
  const script = document.createElement('script');
  script.id = 'secure-site-config';
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => document.head.replaceChildren());

describe('readFrameConfig', () => {
  it('reads the configuration the server writes, with < escaped', () => {
    page('{"projectId":"p\\u003c1","allowedOrigins":["https://app.example"],"chainId":"eip155:1","enableLogger":false}');
    expect(readFrameConfig(document)).toEqual({ projectId: 'p<1', allowedOrigins: ['https://app.example'], chainId: 'eip155:1', enableLogger: false });
  });

  it('says what is wrong with a missing or bad configuration', () => {
    page(undefined);
    expect(() => readFrameConfig(document)).toThrow('Invalid secure-site configuration: no #secure-site-config element');
    page('{');
    expect(() => readFrameConfig(document)).toThrow('Invalid secure-site configuration: not JSON');
    page('{"projectId":"","allowedOrigins":"https://app.example","chainId":"one"}');
    expect(() => readFrameConfig(document)).toThrow('Invalid secure-site configuration: projectId, allowedOrigins, chainId');
  });
});
