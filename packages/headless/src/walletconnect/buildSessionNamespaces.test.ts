import { describe, expect, it } from 'vitest';
import { base, bitcoin, mainnet, solana, solanaDevnet } from '../core/index.js';
import { buildSessionNamespaces, toProposalNamespaces } from './buildSessionNamespaces.js';
import { WALLETCONNECT_METHODS } from './walletConnectMethods.js';

describe('buildSessionNamespaces', () => {
  it('asks for every configured namespace with its methods, both events, its chains in order and their RPC URLs', () => {
    const namespaces = buildSessionNamespaces([mainnet, solana, base, solanaDevnet, bitcoin]);
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122']);
    expect(namespaces.eip155).toEqual({
      methods: WALLETCONNECT_METHODS.eip155,
      events: ['accountsChanged', 'chainChanged'],
      chains: ['eip155:1', 'eip155:8453'],
      rpcMap: { 1: mainnet.rpcUrls.default.http[0], 8453: base.rpcUrls.default.http[0] },
    });
    expect(namespaces.solana?.chains).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId]);
    expect(namespaces.solana?.methods).toEqual(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions']);
    expect(namespaces.bip122?.chains).toEqual([bitcoin.caipNetworkId]);
  });

  it('has the EVM methods the modal sends', () => {
    expect(WALLETCONNECT_METHODS.eip155).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_accounts',
        'eth_requestAccounts',
        'eth_chainId',
      ]),
    );
  });

  it('takes method overrides per namespace, and keeps the RPC map out of the proposal', () => {
    const namespaces = buildSessionNamespaces([mainnet], { eip155: ['personal_sign'] });
    expect(namespaces.eip155?.methods).toEqual(['personal_sign']);
    expect(toProposalNamespaces(namespaces)).toEqual({
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
    });
  });
});
