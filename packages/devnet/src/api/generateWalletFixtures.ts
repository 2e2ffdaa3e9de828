import { createHash } from 'node:crypto';

/** A wallet of the devnet's wallet directory, in the directory's wire shape. */
export interface DirectoryWallet {
  id: string;
  name: string;
  image_id: string;
  rdns: string | null;
  chains: string[];
  homepage: string;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  app_store: string | null;
  play_store: string | null;
  chrome_store: string | null;
  injected: Array<{ namespace: string; injected_id: string }> | null;
  badge_type: 'certified' | 'none';
  order: number;
}

/** Options of {@link generateWalletFixtures}. */
export interface WalletFixtureOptions {
  /** How many wallets to generate (at least the well-known ones). */
  readonly count?: number;
  /** CAIP-2 ids of the devnet's EVM chains, which every EVM wallet supports so the demo always has wallets. */
  readonly devnetChains?: readonly string[];
}

/** Solana mainnet, as wallets list it. */
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** Bitcoin mainnet, as wallets list it. */
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const EVM_MAINNETS = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161', 'eip155:56'];

/** Wallets everyone knows, with the ids the hosted directory gives them, so featured-wallet settings carry over. */
const WELL_KNOWN: ReadonlyArray<{ name: string; id?: string; rdns: string | null; solana?: boolean; bitcoin?: boolean }> = [
  { name: 'MetaMask', id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', rdns: 'io.metamask' },
  { name: 'Trust Wallet', id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', rdns: 'com.trustwallet.app', solana: true, bitcoin: true },
  { name: 'Coinbase Wallet', id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa', rdns: 'com.coinbase.wallet', solana: true },
  { name: 'Rainbow', id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', rdns: 'me.rainbow' },
  { name: 'Phantom', id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393', rdns: 'app.phantom', solana: true, bitcoin: true },
  { name: 'OKX Wallet', rdns: 'com.okex.wallet', solana: true, bitcoin: true },
  { name: 'Zerion', rdns: 'io.zerion.wallet', solana: true },
  { name: 'Rabby Wallet', rdns: 'io.rabby' },
  { name: 'Uniswap Wallet', rdns: 'org.uniswap.app' },
  { name: 'Ledger Live', rdns: null, solana: true, bitcoin: true },
  { name: 'Safe', rdns: null },
  { name: 'Argent', rdns: null },
];

const ADJECTIVES = [
  'Amber', 'Brave', 'Cobalt', 'Dusk', 'Ember', 'Frost', 'Golden', 'Harbor', 'Indigo', 'Jade', 'Kinetic', 'Lunar',
  'Maple', 'Nimbus', 'Onyx', 'Prism', 'Quartz', 'Rapid', 'Solar', 'Tidal', 'Umber', 'Velvet', 'Willow', 'Zephyr',
];
const NOUNS = [
  'Vault', 'Keys', 'Ledger', 'Pocket', 'Safe', 'Purse', 'Chest', 'Wallet', 'Coin', 'Block', 'Chain', 'Node',
  'Gate', 'Shield', 'Orbit', 'Signal', 'Bridge', 'Anchor', 'Beacon', 'Forge', 'Haven', 'Nest', 'Path', 'Spark',
];

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function uuidFrom(bytes: Buffer): string {
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function makeWallet(
  name: string,
  order: number,
  known: { id?: string; rdns: string | null; solana?: boolean; bitcoin?: boolean } | undefined,
  devnetChains: readonly string[],
): DirectoryWallet {
  const seed = sha256(`devnet-wallet:${name}`);
  // Each seed byte drives one independent choice, so the fixture is the same on every run.
  const byte = (index: number): number => seed[index] ?? 0;
  const slug = slugOf(name);
  const evm = known !== undefined || byte(0) < 220;
  const solana = known ? known.solana === true : byte(1) < 80 || !evm;
  const bitcoin = known ? known.bitcoin === true : byte(2) < 40;
  const chains = [
    ...(evm ? [...EVM_MAINNETS.filter((_, index) => known !== undefined || index === 0 || byte(3 + index) < 160), ...devnetChains] : []),
    ...(solana ? [SOLANA] : []),
    ...(bitcoin ? [BITCOIN] : []),
  ];
  const rdns = known ? known.rdns : byte(10) < 90 ? `io.${slug}` : null;
  const hasMobile = known !== undefined || byte(11) < 180;
  return {
    id: known?.id ?? seed.toString('hex'),
    name,
    image_id: uuidFrom(sha256(`devnet-wallet-image:${name}`)),
    rdns,
    chains: [...new Set(chains)],
    homepage: `https://${slug}.example`,
    mobile_link: hasMobile ? `${slug}://` : null,
    desktop_link: byte(12) < 64 ? `${slug}-desktop://` : null,
    webapp_link: byte(13) < 50 ? `https://app.${slug}.example` : null,
    app_store: hasMobile ? `https://apps.example/ios/${slug}` : null,
    play_store: hasMobile ? `https://apps.example/android/${slug}` : null,
    chrome_store: rdns ? `https://extensions.example/${slug}` : null,
    injected: rdns && evm ? [{ namespace: 'eip155', injected_id: rdns }] : null,
    badge_type: known !== undefined || byte(14) < 20 ? 'certified' : 'none',
    order,
  };
}

/** Generates the devnet's wallet directory: the well-known wallets first, then made-up ones, deterministically. */
export function generateWalletFixtures(options: WalletFixtureOptions = {}): DirectoryWallet[] {
  const count = Math.max(options.count ?? 520, WELL_KNOWN.length);
  const devnetChains = options.devnetChains ?? [];
  const wallets = WELL_KNOWN.map((known, index) => makeWallet(known.name, index + 1, known, devnetChains));
  for (let index = 0; wallets.length < count; index++) {
    const adjective = ADJECTIVES[index % ADJECTIVES.length] ?? 'Devnet';
    const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length] ?? 'Wallet';
    const round = Math.floor(index / (ADJECTIVES.length * NOUNS.length));
    const name = `${adjective} ${noun}${round === 0 ? '' : ` ${round + 1}`}`;
    wallets.push(makeWallet(name, wallets.length + 1, undefined, devnetChains));
  }
  return wallets;
}
