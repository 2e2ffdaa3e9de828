import { createHmac } from 'node:crypto';
import type { SiteContext } from '../context.js';

/** A sign-in channel stays usable this long after the secure site opened it. */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60 * 1000;

/** A channel the secure site opened at the relay, as stored (the relay's token only hashed). */
export interface StoredChannel {
  readonly nonce: string;
  readonly projectId: string;
  readonly parentOrigin: string;
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

function hashToken(ctx: SiteContext, channelToken: string): string {
  return createHmac('sha256', ctx.keys.codeHashing).update(`farcaster-channel:${channelToken}`).digest('hex');
}

/** Records a channel with the nonce its message must carry, for the project and parent origin that asked. */
export async function storeChannel(ctx: SiteContext, channelToken: string, channel: Omit<StoredChannel, 'usedAt'>): Promise<void> {
  await ctx.db.query('DELETE FROM farcaster_channels WHERE expires_at < $1', [ctx.now() - FARCASTER_CHANNEL_TTL_MS]);
  await ctx.db.query(
    'INSERT INTO farcaster_channels (token_hash, nonce, project_id, parent_origin, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashToken(ctx, channelToken), channel.nonce, channel.projectId, channel.parentOrigin, ctx.now(), channel.expiresAt],
  );
}

/** The stored channel of `channelToken`, if the secure site opened it. */
export async function findChannel(ctx: SiteContext, channelToken: string): Promise<StoredChannel | undefined> {
  const [row] = await ctx.db.query<{ nonce: string; project_id: string; parent_origin: string; expires_at: unknown; used_at: unknown }>(
    'SELECT nonce, project_id, parent_origin, expires_at, used_at FROM farcaster_channels WHERE token_hash = $1',
    [hashToken(ctx, channelToken)],
  );
  if (!row) return undefined;
  return {
    nonce: row.nonce,
    projectId: row.project_id,
    parentOrigin: row.parent_origin,
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}

/** Marks the channel used; false when it was used already (a replay, or two pollers at once). */
export async function useChannel(ctx: SiteContext, channelToken: string): Promise<boolean> {
  const rows = await ctx.db.query<{ token_hash: string }>(
    'UPDATE farcaster_channels SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
    [hashToken(ctx, channelToken), ctx.now()],
  );
  return rows.length === 1;
}
