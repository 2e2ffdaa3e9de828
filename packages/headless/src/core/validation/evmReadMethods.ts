/**
 * EVM JSON-RPC reads that a chain's node answers as well as any wallet: connectors send them to the node (or, for
 * the embedded wallet, let them through without the visitor's approval) rather than asking the wallet.
 */
export const EIP155_READ_METHODS: readonly string[] = [
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
];
