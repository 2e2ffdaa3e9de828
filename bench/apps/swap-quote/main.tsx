// A devnet page for `npm run bench`: a swap form's amount field and quote, on the public hooks only.
// It sells ETH for DEV on the first devnet chain (`?token=` is DEV's address) as the dev wallet's account. The
// amount field waits 500 ms after the last keystroke before asking for a quote (the specification's default
// debounce: `useSwapQuote` asks for every amount it is given, so a form debounces what it passes).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { formatUnits } from 'viem';
import { createConnectConfig, defineNetwork } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import { ConnectProvider, useAccount, useConnect, useConnectors, useSwapQuote } from '@connect-modal/headless/react';

/** The wait after the last keystroke before the amount is quoted: SPEC section 9, "Debounce default 500 ms". */
const AMOUNT_DEBOUNCE_MS = 500;
const DEV_WALLET = 'io.connectmodal.devwallet';

const demo = (window as unknown as { __demoConfig: { chains: { chainId: number; rpcPath: string }[] } }).__demoConfig;
const firstChain = demo.chains[0];
const token = new URLSearchParams(window.location.search).get('token');
if (!firstChain || !token) throw new Error('The swap bench page needs a devnet chain and ?token=<DEV address>');
const ETH = `eip155:${firstChain.chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const DEV = `eip155:${firstChain.chainId}:${token}`;

const config = createConnectConfig({
  projectId: 'devnet0000000000000000000000000000',
  networks: demo.chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      name: `Devnet ${chain.chainId}`,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [new URL(chain.rpcPath, window.location.origin).toString()] } },
      testnet: true,
    }),
  ),
  adapters: [createEip155Adapter()],
  metadata: { name: 'Swap quote bench', description: 'Swap quotes on the devnet', url: window.location.origin, icons: [] },
  // The devnet's own blockchain API: its EVM networks are swap networks.
  endpoints: { blockchainApi: window.location.origin, walletDirectory: window.location.origin, analytics: window.location.origin },
  features: { analytics: false },
});

/** `value`, once it has stayed the same for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function SwapQuoteForm() {
  const [text, setText] = useState('');
  const amount = useDebounced(text.trim(), AMOUNT_DEBOUNCE_MS);
  const quote = useSwapQuote({ from: ETH, to: DEV, amount: amount === '' ? undefined : amount });
  const shown = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label>
        Sell ETH{' '}
        <input data-testid="swap-amount" inputMode="decimal" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      {/* `data-for`: the amount the shown quote is for; `data-to-amount`: what it buys, in base units. */}
      <p
        data-testid="swap-quote"
        data-debounced={amount}
        data-for={shown ? amount : ''}
        data-to-amount={shown ? shown.toAmount.toString() : ''}
        data-updated-at={quote.dataUpdatedAt}
        data-status={quote.status}
      >
        {shown ? `Buys ${formatUnits(shown.toAmount, shown.to.decimals)} DEV` : quote.error ? quote.error.message : amount ? 'Quoting…' : 'Enter an amount'}
      </p>
    </form>
  );
}

function Page() {
  const account = useAccount({ namespace: 'eip155' });
  const connectors = useConnectors();
  const { connect, error } = useConnect();
  const ready = connectors.some((connector) => connector.id === DEV_WALLET);
  return (
    <main>
      <h1>Swap quote</h1>
      {account.address ? (
        <SwapQuoteForm />
      ) : (
        <button type="button" data-testid="connect" disabled={!ready} onClick={() => connect({ connectorId: DEV_WALLET })}>
          Connect the dev wallet
        </button>
      )}
      {error ? <p role="alert">{error.message}</p> : null}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectProvider config={config}>
      <Page />
    </ConnectProvider>,
  );
}
