// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../components/Providers';
import { createConfig } from '../connect.config';
import Home from './page';

// The page as the server renders it for a request: the providers get the request's Cookie header.

beforeEach(() => {
  // Offline: every request fails at once, so the tests never reach a hosted service.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('No network in tests')));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An address of each chain namespace, as a wallet of that namespace would give it. */
const ADDRESSES: Record<string, string> = {
  eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

/** The Cookie header of a visitor whose wallet was connected on the app's default network. */
function rememberedConnection(address: string): string {
  const network = createConfig('').options.defaultNetwork;
  const record = {
    [network.chainNamespace]: {
      connectorId: 'com.example.wallet',
      connectorType: 'ANNOUNCED',
      chainId: String(network.id),
      accounts: [{ address, type: 'eoa' }],
      status: 'connected',
    },
  };
  const cookie = (name: string, value: unknown) => `${encodeURIComponent(`@connect-modal/${name}`)}=${encodeURIComponent(JSON.stringify(value))}`;
  return [cookie('connection', record), cookie('activeCaipNetworkId', network.caipNetworkId)].join('; ');
}

function renderRequest(cookieHeader: string): string {
  return renderToString(
    <Providers cookieHeader={cookieHeader}>
      <Home />
    </Providers>,
  );
}

describe('server render', () => {
  it('renders a first-time visitor as not connected', () => {
    const html = renderRequest('');
    expect(html).toContain('No wallet connected');
    expect(html).toContain('data-testid="connect-button"');
  });

  it("renders a returning visitor's account from the cookies, and keeps two requests apart", () => {
    const namespace = createConfig('').options.defaultNetwork.chainNamespace;
    const address = ADDRESSES[namespace] ?? '';
    const returning = renderRequest(rememberedConnection(address));
    // Until the browser has asked the wallet again, the account shows as reconnecting, with its address.
    expect(returning).toContain('Reconnecting');
    expect(returning).toContain(address);
    // The next request, with no cookie, sees nothing of the previous one.
    const next = renderRequest('');
    expect(next).toContain('No wallet connected');
    expect(next).not.toContain(address);
  });
});
