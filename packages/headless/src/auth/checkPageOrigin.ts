import * as z from 'zod/mini';
import { isOriginAllowed } from '../core/index.js';

const allowedOrigins = z.object({ allowedOrigins: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(1000)) });

/** What the check needs: the wallet directory's base URL, the project, the page's origin and a fetch. */
export interface PageOriginCheck {
  readonly walletDirectoryUrl: string;
  readonly projectId: string;
  readonly origin: string;
  readonly fetch: typeof fetch;
}

/**
 * Whether the project allows the page's origin for email login (`GET {walletDirectory}/projects/v1/origins`).
 * False only when the list was read and the origin is not on it; undefined when the list could not be read (the
 * frame's own check still applies then).
 */
export async function checkPageOrigin(check: PageOriginCheck): Promise<boolean | undefined> {
  try {
    const url = new URL(`${check.walletDirectoryUrl.replace(/\/+$/, '')}/projects/v1/origins`);
    url.searchParams.set('projectId', check.projectId);
    const response = await check.fetch(url.href, { method: 'GET', headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const parsed = allowedOrigins.safeParse(await response.json());
    if (!parsed.success) return undefined;
    return isOriginAllowed(check.origin, parsed.data.allowedOrigins);
  } catch {
    return undefined;
  }
}
