// The most a visitor can send of what they hold, leaving what the network needs: the fee of the send itself for a
// chain's native currency (EVM), and the fee plus the rent-exempt minimum that keeps a Solana account alive (SOL).
// Tokens are sent whole: their fee is paid in the native currency.

/** What Max leaves behind, in the native currency's base units. */
export type MaxSendableInput =
  | { readonly kind: 'token'; readonly balance: bigint }
  | {
      readonly kind: 'evmNative';
      readonly balance: bigint;
      /** Gas the send needs (21,000 for a plain transfer, or the estimate). */
      readonly gasLimit: bigint;
      /** The most paid per gas: the EIP-1559 `maxFeePerGas`, or the legacy gas price. */
      readonly maxFeePerGas: bigint;
    }
  | {
      readonly kind: 'solanaNative';
      readonly balance: bigint;
      /** The transaction's fee in lamports. */
      readonly fee: bigint;
      /** Lamports that must stay for the account to remain rent-exempt. */
      readonly rentExemptMinimum: bigint;
    };

/** The largest amount Max fills in, in base units; never below 0. */
export function maxSendable(input: MaxSendableInput): bigint {
  const reserve =
    input.kind === 'evmNative' ? input.gasLimit * input.maxFeePerGas : input.kind === 'solanaNative' ? input.fee + input.rentExemptMinimum : 0n;
  const left = input.balance - reserve;
  return left > 0n ? left : 0n;
}
