import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import type { LocalAccount } from 'viem';
import { bytesToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Queryable } from '../db/database.js';
import { decryptKey, encryptKey, generateUserKeys } from '../keys/userKeys.js';

/** A user as the API shows it: no key material. */
export interface PublicUser {
  id: string;
  /** Null for an account reached through a social provider or Farcaster only. */
  email: string | null;
  evmAddress: string;
  solanaAddress: string;
}

interface UserRow {
  id: string;
  email: string | null;
  evm_address: string;
  solana_address: string;
  evm_key_enc: string;
  solana_key_enc: string;
}

/** Normalises an email address for storage and lookups: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toPublic(row: UserRow): PublicUser {
  return { id: row.id, email: row.email, evmAddress: row.evm_address, solanaAddress: row.solana_address };
}

/** The user with this (normalised) email, if any. */
export async function findUserByEmail(db: Queryable, email: string): Promise<PublicUser | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return row ? toPublic(row) : undefined;
}

/** The user with this id, if any. */
export async function findUserById(db: Queryable, id: string): Promise<PublicUser | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row ? toPublic(row) : undefined;
}

/**
 * Creates the account for `email` with fresh keys, encrypted under `encryptionKey`; when a concurrent request
 * created it first, returns that one (the unique email decides).
 */
export async function createUser(db: Queryable, encryptionKey: Buffer, email: string, now: number): Promise<PublicUser> {
  await insertUser(db, encryptionKey, randomUUID(), email, now, 'ON CONFLICT (email) DO NOTHING');
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error('The account could not be created');
  return user;
}

/** Creates an account with no email (reached through an outside identity) and returns it. */
export async function createUserWithoutEmail(db: Queryable, encryptionKey: Buffer, now: number): Promise<PublicUser> {
  const id = randomUUID();
  await insertUser(db, encryptionKey, id, null, now, '');
  const user = await findUserById(db, id);
  if (!user) throw new Error('The account could not be created');
  return user;
}

async function insertUser(db: Queryable, encryptionKey: Buffer, id: string, email: string | null, now: number, onConflict: string): Promise<void> {
  const keys = generateUserKeys();
  const evmSealed = encryptKey(encryptionKey, id, 'evm', Buffer.from(keys.evmPrivateKey.slice(2), 'hex'));
  const solanaSealed = encryptKey(encryptionKey, id, 'solana', keys.solanaSeed);
  keys.solanaSeed.fill(0);
  await db.query(
    `INSERT INTO users (id, email, evm_address, solana_address, evm_key_enc, solana_key_enc, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ${onConflict}`,
    [id, email, keys.evmAddress, keys.solanaAddress, evmSealed, solanaSealed, now],
  );
}

/** The user's signers, decrypted for one request: a viem local account and a Solana key pair. */
export interface UserSigners {
  evm: LocalAccount;
  solana: Keypair;
}

/** Decrypts the user's keys. Throws when the user is missing or the keys do not decrypt under `encryptionKey`. */
export async function loadSigners(db: Queryable, encryptionKey: Buffer, userId: string): Promise<UserSigners> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId]);
  if (!row) throw new Error('Unknown user');
  const evmKey = decryptKey(encryptionKey, row.id, 'evm', row.evm_key_enc);
  const seed = decryptKey(encryptionKey, row.id, 'solana', row.solana_key_enc);
  const evm = privateKeyToAccount(bytesToHex(evmKey));
  const solana = Keypair.fromSeed(seed);
  evmKey.fill(0);
  seed.fill(0);
  if (evm.address !== row.evm_address || solana.publicKey.toBase58() !== row.solana_address) throw new Error('Stored keys do not match the account');
  return { evm, solana };
}

/** Records `deviceId` as approved for the user (idempotent). */
export async function approveDevice(db: Queryable, userId: string, deviceId: string, now: number): Promise<void> {
  await db.query('INSERT INTO devices (user_id, device_id, approved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, deviceId, now]);
}

/** Whether `deviceId` is approved for the user. */
export async function isDeviceApproved(db: Queryable, userId: string, deviceId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM devices WHERE user_id = $1 AND device_id = $2', [userId, deviceId]);
  return rows.length > 0;
}
