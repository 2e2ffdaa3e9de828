import { erc20Abi } from 'viem';
import type { Address } from 'viem';
import { ConnectError, SEND_UNSUPPORTED_CHAIN, validateSend } from '../core/index.js';
import { joinInFlight, requestKey } from '../core/transactions/index.js';
import type { CaipNetwork, ChainNamespace, ConnectConfig, SendProblem, SendToken } from '../core/index.js';
import { sendTransaction } from './sendTransaction.js';
import { writeContract } from './writeContract.js';

/** Turns a name (`alice.reown.id`) into the receiver's address on a network; undefined when nobody holds it. */
export type SendNameResolver = (name: string, network: CaipNetwork) => Promise<string | undefined>;

/** Parameters of {@link send}: the form's fields as typed, and where to send. */
export interface SendParameters {
  /** The token to send: the network's native currency (no `address`) or an ERC-20 contract. */
  readonly token: SendToken | undefined;
  /** The amount as a decimal string with a dot ("1.005"); read exactly in the token's decimals. */
  readonly amount: string | undefined;
  /** The receiver: an address of the network's namespace, or a name, resolved again now with `resolveName`. */
  readonly to: string | undefined;
  /** The network to send on; the active network by default. */
  readonly network?: CaipNetwork | undefined;
  /** Resolves a name typed as the receiver (the queries' send options pass the name service). */
  readonly resolveName?: SendNameResolver | undefined;
}

/** What {@link send} resolves with once the wallet has sent: the hash and what was sent to whom. */
export interface SendReturnType {
  /** The transaction hash (EVM) or signature (Solana). */
  readonly hash: string;
  readonly caipNetworkId: string;
  readonly token: SendToken;
  /** The amount in the token's base units. */
  readonly value: bigint;
  /** The receiver's address. */
  readonly to: string;
  /** The name the receiver was given by, when it was one. */
  readonly name?: string | undefined;
}

/**
 * A send that cannot start; `field` is where its message belongs in a form, `problem` says which check refused
 * it (its `code` and the values in its message), so a renderer can word it in the visitor's language.
 */
export class SendValidationError extends ConnectError {
  override name = 'SendValidationError';
  readonly field: SendProblem['field'];
  readonly problem: SendProblem;

  constructor(problem: SendProblem) {
    super('INVALID_SEND', problem.message);
    this.field = problem.field;
    this.problem = problem;
  }
}

/** Whether a receiver field holds a name rather than an address: letters and dots, no 0x address form. */
export function isSendName(to: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(to.trim()) && !/^0x[0-9a-f]{40}$/i.test(to.trim());
}

/** The network a send goes to: the one given, else the active one; only EVM and Solana networks send. */
export function sendNetworkOf(config: ConnectConfig, network: CaipNetwork | undefined): CaipNetwork {
  const target = network ?? config._internal.networks.getActiveNetwork();
  if (!target) throw new ConnectError('CAIP_NETWORK_UNDEFINED', SEND_UNSUPPORTED_CHAIN);
  return target;
}

/**
 * Resolves the receiver: an address is kept as typed; a name is resolved now (so a name that moved since the form
 * showed it goes to where it points at submit), and a name nobody holds is refused beside the field.
 */
export async function resolveReceiver(
  to: string | undefined,
  network: CaipNetwork,
  resolveName: SendNameResolver | undefined,
): Promise<{ address: string | undefined; name?: string }> {
  const text = to?.trim() ?? '';
  if (!text || !isSendName(text) || network.chainNamespace !== 'eip155') return { address: text || undefined };
  if (!resolveName) {
    throw new SendValidationError({ field: 'to', code: 'SEND_NAMES_UNRESOLVABLE', message: 'Enter an address: names cannot be resolved here' });
  }
  const address = await resolveName(text, network);
  if (!address) {
    throw new SendValidationError({ field: 'to', code: 'SEND_NAME_NOT_REGISTERED', message: `No address is registered for ${text}`, values: { name: text } });
  }
  return { address, name: text };
}

/**
 * Sends a token from the connected wallet: checks the fields first with the SPEC's texts ('An amount and receiver
 * address are required', 'A token is required', 'Unsupported chain') and the receivers where value is lost (a
 * {@link SendValidationError} naming the field), reads the amount exactly (no floating point), resolves a name
 * again, then asks the wallet once: the native currency through `sendTransaction`, an ERC-20 through
 * `writeContract` (`transfer`, simulated first so a revert is reported before the prompt). Identical submits
 * while the wallet is asked join the first. Solana sends go through `sendSolana` of the solana entry, which brings
 * the Solana code only to apps that use it. Declines, reverts and node errors reject as the writes do (viem's named
 * errors), with their toasts.
 */
export function send(config: ConnectConfig, parameters: SendParameters): Promise<SendReturnType> {
  let network: CaipNetwork;
  try {
    network = sendNetworkOf(config, parameters.network);
  } catch (error) {
    return Promise.reject(error);
  }
  const { token, amount, to } = parameters;
  // A double submit joins the send under way, name lookup included.
  return joinInFlight(config, requestKey(['send', network.caipNetworkId, token ?? null, amount ?? null, to ?? null]), () =>
    startSend(config, network, parameters),
  );
}

async function startSend(config: ConnectConfig, network: CaipNetwork, parameters: SendParameters): Promise<SendReturnType> {
  const namespace: ChainNamespace = network.chainNamespace;
  const typed = parameters.to?.trim() ?? '';
  // The SPEC's checks come before a name is looked up: a placeholder stands for a receiver that was typed.
  const precheck = validateSend({ namespace, token: parameters.token, amount: parameters.amount, to: typed ? '-' : '' });
  if (!precheck.ok && (precheck.problem.field !== 'to' || !typed)) throw new SendValidationError(precheck.problem);
  const receiver = await resolveReceiver(parameters.to, network, parameters.resolveName);
  const checked = validateSend({ namespace, token: parameters.token, amount: parameters.amount, to: receiver.address });
  if (!checked.ok) throw new SendValidationError(checked.problem);
  const { token, value, to } = checked.send;
  if (namespace !== 'eip155') {
    throw new ConnectError('UNSUPPORTED_CHAIN', 'Solana sends go through sendSolana of @connect-modal/headless/solana');
  }
  const chainId = Number(network.id);
  let hash: string;
  if (token.address) {
    hash = await writeContract(config, { abi: erc20Abi, address: token.address as Address, functionName: 'transfer', args: [to as Address, value], chainId });
  } else {
    // A native send marks itself on the transaction stack with no view (SPEC section 2), so a modal closed while the
    // wallet is asked does not end the request.
    const { router } = config._internal;
    const entry = { view: null };
    router.pushTransactionStack(entry);
    try {
      hash = await sendTransaction(config, { to: to as Address, value, chainId });
      router.popTransactionStack('success', entry);
    } catch (error) {
      router.popTransactionStack('error', entry);
      throw error;
    }
  }
  return { hash, caipNetworkId: network.caipNetworkId, token, value, to, ...(receiver.name ? { name: receiver.name } : {}) };
}
