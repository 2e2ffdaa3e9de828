import { Psbt } from 'bitcoinjs-lib';
import type { ConnectConfig } from '../core/index.js';
import { ConnectError, ErrorMessages } from '../core/index.js';
import { toBitcoinJsNetwork } from './bitcoinAccounts.js';

/** What the helpers need of a config. */
export type Bip122Config = Pick<ConnectConfig, '_internal'>;

/** One input the wallet is asked to sign, with the address whose key signs it. */
export interface PsbtSignInput {
  readonly address: string;
  readonly index: number;
  readonly sighashTypes?: readonly number[];
}

/**
 * Has the connected Bitcoin wallet sign inputs of a PSBT (not broadcast); returns the signed PSBT, checked to
 * spend and pay what was asked and to carry a signature on every listed input.
 */
export async function signBitcoinPsbt(
  config: Bip122Config,
  args: { readonly psbt: Psbt | string; readonly signInputs?: readonly PsbtSignInput[] },
): Promise<Psbt> {
  const network = config._internal.networks.getActiveNetwork('bip122');
  const address = config._internal.accounts.get('bip122').address;
  if (!network || !address) throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
  const base64 = typeof args.psbt === 'string' ? args.psbt : args.psbt.toBase64();
  const count = typeof args.psbt === 'string' ? undefined : args.psbt.inputCount;
  // By default the connected address signs every input.
  const signInputs = args.signInputs ?? Array.from({ length: count ?? Psbt.fromBase64(base64).inputCount }, (_, index) => ({ address, index }));
  const answer = (await config._internal.requestWallet('bip122', {
    method: 'signPsbt',
    params: { account: address, psbt: base64, signInputs, broadcast: false },
  })) as { psbt: string };
  return Psbt.fromBase64(answer.psbt, { network: toBitcoinJsNetwork(network) });
}
