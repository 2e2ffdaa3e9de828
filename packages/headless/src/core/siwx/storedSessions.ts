import type { ConnectStorage } from '../storage/index.js';
import type { SiwxAccountRef, SiwxSessionInfo } from './SiwxConfig.js';

/** Sessions kept per address, at most this many (one per chain). */
const MAX_PER_ADDRESS = 16;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The key an account's sessions are kept under: its address, without case for EVM. Wallets give EVM addresses with
 * or without their checksum and backends answer with it; both are the same account.
 */
const keyOf = (account: SiwxAccountRef): string => (account.chainId.startsWith('eip155:') ? account.address.toLowerCase() : account.address);

/** The session this browser kept for an account on a chain, if any (`siwxSessions`: per address, data, message, signature). */
export function storedSession(storage: ConnectStorage, account: SiwxAccountRef): SiwxSessionInfo | undefined {
  const entry = storage.get('siwxSessions')?.[keyOf(account)]?.find((candidate) => candidate.data.chainId === account.chainId);
  if (!entry) return undefined;
  const id = text(entry.data.id);
  const expiresAt = text(entry.data.expiresAt);
  return { ...account, message: entry.message, signature: entry.signature, ...(id ? { id } : {}), ...(expiresAt ? { expiresAt } : {}) };
}

/** Keeps a session, replacing the one of the same account and chain. */
export function keepSession(storage: ConnectStorage, session: SiwxSessionInfo): void {
  const all = { ...storage.get('siwxSessions') };
  const key = keyOf(session);
  const others = (all[key] ?? []).filter((entry) => entry.data.chainId !== session.chainId);
  const data: Record<string, unknown> = { chainId: session.chainId };
  if (session.id) data.id = session.id;
  if (session.expiresAt) data.expiresAt = session.expiresAt;
  all[key] = [{ data, message: session.message, signature: session.signature }, ...others].slice(0, MAX_PER_ADDRESS);
  storage.set('siwxSessions', all);
}

/** Forgets the session of an account on a chain. */
export function forgetSession(storage: ConnectStorage, account: SiwxAccountRef): void {
  const all = storage.get('siwxSessions');
  const key = keyOf(account);
  if (!all?.[key]) return;
  const rest = all[key]?.filter((entry) => entry.data.chainId !== account.chainId) ?? [];
  const next = { ...all };
  if (rest.length > 0) next[key] = rest;
  else delete next[key];
  if (Object.keys(next).length > 0) storage.set('siwxSessions', next);
  else storage.remove('siwxSessions');
}
