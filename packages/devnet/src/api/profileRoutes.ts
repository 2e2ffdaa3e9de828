import { isAddress, isHex, verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { ReplyError, errorReply, jsonReply } from './ApiReply.js';
import type { DevnetApiState } from './DevnetApiState.js';
import { parseAccountParam } from './parseAccountParam.js';
import { readJsonBody } from './readRequestBody.js';
import type { Route } from './Route.js';

/** Zone of the names this name service hands out. */
export const NAME_ZONE = 'reown.id';

/** Coin type of Ethereum mainnet (SLIP-44), under which names are usually registered. */
const ETHEREUM_COIN_TYPE = 60;

const NAME_PATTERN = /^[a-z0-9-]{4,}\.reown\.id$/;

function objectBody(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ReplyError(errorReply(400, 'Expected a JSON object'));
  }
  return value as Record<string, unknown>;
}

/** The name a registration message names, or a 400 refusal. */
function nameFromMessage(message: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    throw new ReplyError(errorReply(400, 'The message is not JSON'));
  }
  const name = typeof parsed === 'object' && parsed !== null ? (parsed as { name?: unknown }).name : undefined;
  if (typeof name !== 'string' || !NAME_PATTERN.test(name.toLowerCase())) {
    throw new ReplyError(errorReply(400, `Names are at least 4 letters, digits or hyphens followed by .${NAME_ZONE}`));
  }
  return name.toLowerCase();
}

/** Checks the signature on the chain the coin type names, so smart-account (ERC-1271) signatures pass too. */
async function signatureValid(state: DevnetApiState, coinType: number, address: Address, message: string, signature: Hex): Promise<boolean> {
  const evmChainId = coinType >= 0x80000000 ? coinType - 0x80000000 : undefined;
  const chain =
    state.chains.find((candidate) => candidate.devChain.chainId === evmChainId) ??
    (coinType === ETHEREUM_COIN_TYPE || evmChainId !== undefined ? state.chains[0] : undefined);
  if (!chain) return verifyMessage({ address, message, signature });
  return chain.client.verifyMessage({ address, message, signature });
}

function suggestionsFor(state: DevnetApiState, typed: string, zone: string) {
  const label = typed.toLowerCase().replace(new RegExp(`\\.${zone.replace(/\./g, '\\.')}$`), '').replace(/[^a-z0-9-]/g, '');
  if (label === '') return [];
  const labels = [label, `${label}-web3`, `${label}-dev`, `the-${label}`, `${label}1`];
  return labels
    .filter((candidate) => candidate.length >= 4)
    .map((candidate) => {
      const name = `${candidate}.${zone}`;
      return { name, registered: state.names.lookup(name) !== undefined };
    });
}

/** Names (`/v1/profile/*`) and smart sessions (`/v1/sessions/*`), held in memory. */
export const profileRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/profile\/account\/([^/]+)$/,
    handle({ params, state }) {
      const profile = state.names.lookup(params[0] ?? '');
      return profile ? jsonReply(200, profile) : errorReply(404, 'Name not found');
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/profile\/account$/,
    async handle({ req, state }) {
      const body = objectBody(await readJsonBody(req));
      const { coin_type: coinType, address, message, signature } = body;
      if (typeof coinType !== 'number' || !Number.isSafeInteger(coinType) || coinType < 0) return errorReply(400, 'Invalid coin_type');
      if (typeof address !== 'string' || !isAddress(address, { strict: false })) return errorReply(400, 'Invalid address');
      if (typeof message !== 'string') return errorReply(400, 'Invalid message');
      if (typeof signature !== 'string' || !isHex(signature)) return errorReply(400, 'Invalid signature');
      const name = nameFromMessage(message);
      let valid: boolean;
      try {
        valid = await signatureValid(state, coinType, address, message, signature);
      } catch {
        valid = false;
      }
      if (!valid) return errorReply(401, 'The signature does not match the address');
      const outcome = state.names.register(name, coinType, address, state.now());
      return outcome === 'taken' ? errorReply(409, 'Name already taken') : jsonReply(200, { success: true });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/profile\/reverse\/([^/]+)$/,
    handle({ params, state }) {
      const { address } = parseAccountParam(params[0]);
      return jsonReply(200, state.names.reverse(address));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/profile\/suggestions\/([^/]+)$/,
    handle({ params, query, state }) {
      const zone = query.get('zone') ?? NAME_ZONE;
      return jsonReply(200, { suggestions: suggestionsFor(state, params[0] ?? '', zone) });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/sessions\/([^/]+)$/,
    handle({ params, state }) {
      const { address } = parseAccountParam(params[0]);
      return jsonReply(200, { pcis: state.sessions.get(address.toLowerCase()) ?? [] });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/sessions\/([^/]+)\/revoke$/,
    async handle({ params, req, state }) {
      const { address } = parseAccountParam(params[0]);
      const { pci, signature } = objectBody(await readJsonBody(req));
      if (typeof pci !== 'string' || typeof signature !== 'string') return errorReply(400, 'pci and signature are required');
      const sessions = state.sessions.get(address.toLowerCase()) ?? [];
      const remaining = sessions.filter((session) => session.pci !== pci);
      if (remaining.length === sessions.length) return errorReply(404, 'Session not found');
      state.sessions.set(address.toLowerCase(), remaining);
      return jsonReply(200, { success: true });
    },
  },
];
