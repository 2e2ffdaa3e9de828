import type { ConnectStorage } from '../storage/index.js';
import type { SiwxAccountRef, SiwxSessionInfo } from './SiwxConfig.js';

/** Sessions kept per address, at most this many (one per chain). */
const MAX_PER_ADDRESS = 16;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The session this browser kept for an account on a chain, if any (`siwxSessions`: data, message, signature). */
export function storedSession(storage: ConnectStorage, account: SiwxAccountRef): SiwxSessionInfo | undefined {
  const entry = storage.get('siwxSessions')?.[account.address]?.find((candidate) => candidate.data.chainId === account.chainId);
  if (!entry) return undefined;
  const id = text(entry.data.id);
  const expiresAt = text(entry.data.expiresAt);
  return { ...account, message: entry.message, signature: entry.signature, ...(id ? { id } : {}), ...(expiresAt ? { expiresAt } : {}) };
}

/** Keeps a session, replacing the one of the same account and chain. */
export function keepSession(storage: ConnectStorage, session: SiwxSessionInfo): void {
  const all = { ...storage.get('siwxSessions') };
  const others = (all[session.address] ?? []).filter((entry) => entry.data.chainId !== session.chainId);
  const data: Record<string, unknown> = { chainId: session.chainId };
  if (session.id) data.id = session.id;
  if (session.expiresAt) data.expiresAt = session.expiresAt;
  all[session.address] = [{ data, message: session.message, signature: session.signature }, ...others].slice(0, MAX_PER_ADDRESS);
  storage.set('siwxSessions', all);
}

/** Forgets the session of an account on a chain. */
export function forgetSession(storage: ConnectStorage, account: SiwxAccountRef): void {
  const all = storage.get('siwxSessions');
  if (!all?.[account.address]) return;
  const rest = all[account.address]?.filter((entry) => entry.data.chainId !== account.chainId) ?? [];
  const next = { ...all };
  if (rest.length > 0) next[account.address] = rest;
  else delete next[account.address];
  if (Object.keys(next).length > 0) storage.set('siwxSessions', next);
  else storage.remove('siwxSessions');
}
