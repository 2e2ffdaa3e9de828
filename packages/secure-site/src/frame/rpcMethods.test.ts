import { describe, expect, it } from 'vitest';
import { APPROVAL_METHODS, needsApproval } from './rpcMethods.js';

describe('needsApproval', () => {
  it('asks for every method the SPEC calls not safe', () => {
    for (const method of APPROVAL_METHODS) expect(needsApproval(method), method).toBe(true);
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'solana_signAndSendTransaction']) {
      expect(needsApproval(method), method).toBe(true);
    }
  });

  it('asks for unknown methods whose name signs, sends, grants or revokes', () => {
    for (const method of ['eth_signTypedData_v5', 'wallet_sendTransaction', 'solana_signIn', 'wallet_grantSomething', 'SIGN_anything']) {
      expect(needsApproval(method), method).toBe(true);
    }
  });

  it('lets the safe reads through', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_blockNumber', 'eth_sendRawTransaction', 'eth_estimateGas', 'wallet_getCallsStatus', 'wallet_getCapabilities', 'eth_getLogs']) {
      expect(needsApproval(method), method).toBe(false);
    }
  });
});
