import { useState } from 'react';
import { QUERY_KEY_ROOT } from '@connect-modal/headless/queries';
import {
  useConnectQueryClient,
  useAccount,
  useBalance,
  useConnect,
  useConnectors,
  useDisconnect,
  useHistory,
  useNetwork,
  useSwitchNetwork,
  useTokenBalances,
  useWalletDirectory,
} from '@connect-modal/headless/react';

/** The wallet directory with search, as the modal's all-wallets list will show it. */
function WalletBrowser() {
  const [search, setSearch] = useState('');
  const directory = useWalletDirectory({ search });
  return (
    <section aria-label="All wallets">
      <h2>All wallets</h2>
      <input
        type="search"
        aria-label="Search wallets"
        data-testid="wallet-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p data-testid="wallet-count" data-search={directory.search}>
        {directory.isSearching ? 'Searching…' : `${directory.wallets.length} of ${directory.count} wallets`}
      </p>
      <ul data-testid="directory">
        {directory.wallets.slice(0, 12).map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
      {directory.hasNextPage && !directory.search && (
        <button type="button" onClick={() => void directory.fetchNextPage()}>
          More wallets
        </button>
      )}
    </section>
  );
}

function formatBalance(formatted: string | undefined): string {
  if (formatted === undefined) return '…';
  const [whole, fraction = ''] = formatted.split('.');
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`;
}

/** A plain page over the hooks: connect, wallet list, address, balance, network switch, disconnect. */
export function DemoApp() {
  const [listOpen, setListOpen] = useState(false);
  // Email login is a flow of its own (address, then code), shown on the modal page; this list is the wallets.
  const connectors = useConnectors().filter((connector) => connector.type !== 'AUTH');
  const { connect, isPending, error: connectError } = useConnect();
  const account = useAccount();
  const { network, networks, isUnsupported } = useNetwork();
  const balance = useBalance();
  const { switchNetwork, error: switchError } = useSwitchNetwork();
  const { disconnect } = useDisconnect();
  const tokens = useTokenBalances();
  const history = useHistory();
  const queryClient = useConnectQueryClient();

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '40px auto', padding: 16 }}>
      <h1>Connect modal demo</h1>
      <p data-testid="status">Status: {account.status}</p>
      {!account.isConnected && (
        <section>
          <button type="button" data-testid="connect-button" onClick={() => setListOpen((open) => !open)}>
            Connect wallet
          </button>
          {listOpen && (
            <ul aria-label="Wallets" data-testid="wallet-list">
              {connectors.length === 0 && <li>No browser wallet found</li>}
              {connectors.map((connector) => (
                <li key={connector.id}>
                  <button
                    type="button"
                    data-testid={`wallet-${connector.id}`}
                    disabled={isPending}
                    onClick={() => connect({ connectorId: connector.id })}
                  >
                    {connector.imageUrl && <img src={connector.imageUrl} alt="" width={20} height={20} />} {connector.name}
                    {connector.duplicateRdns && <small> (two wallets claim this name)</small>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {connectError && <p role="alert">{connectError.message}</p>}
          {listOpen && <WalletBrowser />}
        </section>
      )}
      {account.isConnected && (
        <section>
          <p>
            Address: <code data-testid="address">{account.address}</code>
          </p>
          <p>
            Balance: <span data-testid="balance">{formatBalance(balance.data?.formatted)}</span>{' '}
            {balance.data?.symbol ?? network?.nativeCurrency.symbol}
            <span hidden data-testid="balance-wei">{balance.data?.value.toString()}</span>
          </p>
          <p>
            Network: <span data-testid="network">{network?.name}</span>
            {isUnsupported && <strong> (unsupported)</strong>}
          </p>
          <div role="group" aria-label="Switch network">
            {networks.map((option) => (
              <button
                key={option.caipNetworkId}
                type="button"
                data-testid={`switch-${option.id}`}
                disabled={option.caipNetworkId === network?.caipNetworkId}
                onClick={() => switchNetwork({ network: option })}
              >
                {option.name}
              </button>
            ))}
          </div>
          {switchError && <p role="alert">{switchError.message}</p>}
          <h2>Tokens</h2>
          <ul data-testid="tokens">
            {tokens.isPending && <li>Loading…</li>}
            {tokens.isError && <li role="alert">{tokens.error.message}</li>}
            {tokens.data?.map((token) => (
              <li key={token.address ?? token.symbol} data-testid={`token-${token.symbol}`}>
                {token.name}: {Number(token.quantity.numeric).toLocaleString('en-US', { maximumFractionDigits: 3 })} {token.symbol} (
                {(token.value ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' })})
              </li>
            ))}
          </ul>
          <h2>Activity</h2>
          <div data-testid="history">
            {history.isPending && <p>Loading…</p>}
            {history.empty && <p>No activity yet</p>}
            {history.groups.map((group) => (
              <section key={`${group.year}-${group.month}`}>
                <h3>{group.title}</h3>
                <ul>
                  {group.transactions.map((entry) => (
                    <li key={entry.id} data-testid="transaction">
                      {entry.metadata.operationType}{' '}
                      {entry.transfers
                        .map((transfer) => `${transfer.quantity.numeric} ${transfer.fungible_info?.symbol ?? ''}`)
                        .join(', ')}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {history.hasNextPage && (
              <button type="button" onClick={() => void history.fetchNextPage()}>
                More
              </button>
            )}
          </div>
          <button type="button" data-testid="refresh" onClick={() => void queryClient.invalidateQueries({ queryKey: [QUERY_KEY_ROOT] })}>
            Refresh
          </button>
          <p>
            <button type="button" data-testid="disconnect" onClick={() => disconnect()}>
              Disconnect
            </button>
          </p>
        </section>
      )}
    </main>
  );
}
