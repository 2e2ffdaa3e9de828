/** Where a chain's smart accounts live: ERC-4337 EntryPoint v0.8, the account factory and a bundler. */
export interface SmartAccountChainConfig {
  /** EntryPoint v0.8 address. */
  readonly entryPoint: string;
  /**
   * The account factory: `createAccount(address owner, uint256 salt)` and `getAddress(owner, salt)`, creating
   * SimpleAccount v0.8 proxies that answer ERC-1271 for the owner's signature of `AccountMessage(bytes32 hash)`
   * (EIP-712 domain "SignableSimpleAccount", version "1", the chain, the account), open to any caller so ERC-6492
   * verifiers can deploy a counterfactual account.
   */
  readonly factory: string;
  /** The bundler's JSON-RPC URL (ERC-4337 `eth_sendUserOperation`). */
  readonly bundlerUrl: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Checks a per-chain smart-account configuration (decimal chain id to `{ entryPoint, factory, bundlerUrl }`) and
 * returns it; throws a clear error naming the first bad entry. `name` is the option or variable it came from.
 */
export function parseSmartAccountConfig(name: string, value: unknown): Readonly<Record<string, SmartAccountChainConfig>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${name} must be an object of chain id to { entryPoint, factory, bundlerUrl }`);
  const result: Record<string, SmartAccountChainConfig> = {};
  for (const [chainId, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!/^\d{1,10}$/.test(chainId)) throw new Error(`${name}: "${chainId}" is not a decimal chain id`);
    const item = entry as Partial<Record<keyof SmartAccountChainConfig, unknown>> | null;
    if (!item || typeof item !== 'object') throw new Error(`${name}["${chainId}"] must be { entryPoint, factory, bundlerUrl }`);
    for (const key of ['entryPoint', 'factory'] as const) {
      if (typeof item[key] !== 'string' || !ADDRESS.test(item[key])) throw new Error(`${name}["${chainId}"].${key} must be a 0x-prefixed 20-byte address`);
    }
    if (typeof item.bundlerUrl !== 'string' || !/^https?:\/\/\S+$/.test(item.bundlerUrl)) throw new Error(`${name}["${chainId}"].bundlerUrl must be an http(s) URL`);
    result[chainId] = { entryPoint: item.entryPoint as string, factory: item.factory as string, bundlerUrl: item.bundlerUrl };
  }
  return result;
}

/** Reads `SMART_ACCOUNTS`: JSON `{ "<chain id>": { "entryPoint": "0x..", "factory": "0x..", "bundlerUrl": "http://.." } }`. */
export function readSmartAccountsEnv(value: string | undefined): Readonly<Record<string, SmartAccountChainConfig>> | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('SMART_ACCOUNTS must be JSON like {"1": {"entryPoint": "0x..", "factory": "0x..", "bundlerUrl": "https://.."}}');
  }
  return parseSmartAccountConfig('SMART_ACCOUNTS', parsed);
}

/** The chains with smart accounts: configured for them and with an RPC URL, as numbers in ascending order. */
export function smartAccountChainIds(smartAccounts: Readonly<Record<string, SmartAccountChainConfig>>, rpcUrls: Readonly<Record<string, string>>): number[] {
  return Object.keys(smartAccounts)
    .filter((chainId) => Object.hasOwn(rpcUrls, chainId))
    .map(Number)
    .sort((a, b) => a - b);
}
