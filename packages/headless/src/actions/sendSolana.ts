import { PublicKey } from '@solana/web3.js';
import { ConnectError, isUserRejection, maxSendable, validateSend } from '../core/index.js';
import type { CaipNetwork, ConnectConfig, SendToken } from '../core/index.js';
import { TransactionMessages, joinInFlight, requestKey } from '../core/transactions/index.js';
import { buildSolTransfer, buildSplTransfer, getSolanaConnection, signAndSendSolanaTransaction } from '../solana/solanaTransactions.js';
import { SendValidationError, sendNetworkOf } from './send.js';
import type { SendParameters, SendReturnType } from './send.js';
import { recordSentTransaction } from './transactions/trackTransaction.js';

/** Fee of a one-signature transaction when the network does not say (5,000 lamports per signature). */
const DEFAULT_SOLANA_FEE = 5_000n;

/** The connected Solana account that pays and signs; a clear error when no Solana wallet is connected. */
function requireSolanaAccount(config: ConnectConfig): string {
  const record = config._internal.records.get('solana');
  const { address } = config._internal.accounts.get('solana');
  if (record?.status !== 'connected' || !address) throw new ConnectError('SOLANA_WALLET_NOT_CONNECTED', 'No Solana wallet is connected');
  return address;
}

function solanaNetwork(config: ConnectConfig, network: CaipNetwork | undefined): CaipNetwork {
  const target = network ?? config._internal.networks.getActiveNetwork('solana');
  const resolved = sendNetworkOf(config, target);
  if (resolved.chainNamespace !== 'solana') throw new ConnectError('UNSUPPORTED_CHAIN', 'Unsupported chain');
  return resolved;
}

/**
 * Sends SOL or an SPL token (Token and Token-2022 mints) from the connected Solana wallet: the same checks as
 * `send` (the SPEC's texts, an address valid for Solana, not the system program, not the mint itself, the amount
 * read exactly), then one `solana_signAndSendTransaction`: a system transfer for SOL, a TransferChecked between the
 * associated token accounts for a token, the receiver's account created idempotently first when it has none.
 * The signature is recorded among the pending transactions; a double submit joins the send under way.
 */
export function sendSolana(config: ConnectConfig, parameters: Omit<SendParameters, 'resolveName'>): Promise<SendReturnType> {
  let network: CaipNetwork;
  try {
    network = solanaNetwork(config, parameters.network);
  } catch (error) {
    return Promise.reject(error);
  }
  const { token, amount, to } = parameters;
  return joinInFlight(config, requestKey(['sendSolana', network.caipNetworkId, token ?? null, amount ?? null, to ?? null]), async () => {
    const checked = validateSend({ namespace: 'solana', token, amount, to });
    if (!checked.ok) throw new SendValidationError(checked.problem);
    const from = requireSolanaAccount(config);
    const { value, to: receiver } = checked.send;
    try {
      const connection = await getSolanaConnection(config, network);
      const transaction = checked.send.token.address
        ? await buildSplTransfer({ connection, owner: from, to: receiver, mint: checked.send.token.address, amount: value })
        : await buildSolTransfer({ connection, from, to: receiver, lamports: value });
      const signature = await signAndSendSolanaTransaction(config, transaction);
      recordSentTransaction(config, {
        hash: signature,
        caipNetworkId: network.caipNetworkId,
        kind: 'solanaTransaction',
        status: 'pending',
        from,
        submittedAt: config.clock.now(),
      });
      return { hash: signature, caipNetworkId: network.caipNetworkId, token: checked.send.token, value, to: receiver };
    } catch (error) {
      // A decline is the visitor's own choice: no toast for it.
      if (!isUserRejection(error)) config._internal.toasts.showError(TransactionMessages.FAILED, 'TRANSACTION_FAILED');
      throw error;
    }
  });
}

/**
 * The most the connected Solana account can send of a token: a token whole; SOL less the fee of the transfer and
 * the rent-exempt minimum of an account, so the sender's account stays alive. Both are read from the network.
 */
export async function getSolanaMaxSendable(
  config: ConnectConfig,
  parameters: { readonly token: SendToken; readonly network?: CaipNetwork | undefined },
): Promise<{ value: bigint; reserve: bigint }> {
  const { token } = parameters;
  if (token.address) {
    if (token.balance === undefined) throw new ConnectError('BALANCE_UNKNOWN', `The ${token.symbol} balance is not known yet`);
    return { value: maxSendable({ kind: 'token', balance: token.balance }), reserve: 0n };
  }
  const network = solanaNetwork(config, parameters.network);
  const from = requireSolanaAccount(config);
  const connection = await getSolanaConnection(config, network);
  const [balance, rent, probe] = await Promise.all([
    connection.getBalance(new PublicKey(from)),
    connection.getMinimumBalanceForRentExemption(0),
    buildSolTransfer({ connection, from, to: from, lamports: 1n }),
  ]);
  const fee = (await connection.getFeeForMessage(probe.compileMessage())).value;
  const input = { kind: 'solanaNative', balance: BigInt(balance), fee: BigInt(fee ?? DEFAULT_SOLANA_FEE), rentExemptMinimum: BigInt(rent) } as const;
  return { value: maxSendable(input), reserve: input.fee + input.rentExemptMinimum };
}
