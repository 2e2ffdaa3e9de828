/** Where the allowed origins of each project come from. */
export interface OriginSources {
  /** Static lists per project id (`ALLOWED_ORIGINS`). */
  readonly staticOrigins?: Readonly<Record<string, readonly string[]>>;
  /** A wallet-directory base URL answering `GET {url}/projects/v1/origins?projectId=` with `{ allowedOrigins }`. */
  readonly originsUrl?: string;
  /** How long a fetched list is reused (default 60 s). */
  readonly cacheMs?: number;
  /** The clock (epoch ms). */
  readonly now?: () => number;
}

/** Looks up a project's allowed origins. */
export interface OriginRegistry {
  /** The project's allowed origins: the static ones plus the fetched ones; a failed fetch adds none. */
  allowedOrigins(projectId: string): Promise<string[]>;
}

const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Parses `ALLOWED_ORIGINS` (JSON `{ "<projectId>": ["https://a.example", ...] }`), throwing a clear error. */
export function parseAllowedOrigins(json: string): Record<string, string[]> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('ALLOWED_ORIGINS must be JSON like {"<projectId>": ["https://app.example"]}');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('ALLOWED_ORIGINS must be a JSON object of project id to origin list');
  const out: Record<string, string[]> = {};
  for (const [projectId, list] of Object.entries(value)) {
    if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) {
      throw new Error(`ALLOWED_ORIGINS["${projectId}"] must be an array of origin strings`);
    }
    out[projectId] = list as string[];
  }
  return out;
}

/** Creates the registry; fetched lists are cached per project for `cacheMs`. */
export function createOriginRegistry(sources: OriginSources): OriginRegistry {
  const cache = new Map<string, { at: number; origins: string[] }>();
  const now = sources.now ?? Date.now;
  const cacheMs = sources.cacheMs ?? 60_000;

  async function fetchOrigins(projectId: string): Promise<string[]> {
    if (!sources.originsUrl) return [];
    const cached = cache.get(projectId);
    if (cached && now() - cached.at < cacheMs) return cached.origins;
    let origins: string[] = [];
    try {
      const url = new URL('projects/v1/origins', sources.originsUrl.endsWith('/') ? sources.originsUrl : `${sources.originsUrl}/`);
      url.searchParams.set('projectId', projectId);
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) {
        const body = (await response.json()) as { allowedOrigins?: unknown };
        if (Array.isArray(body.allowedOrigins)) origins = body.allowedOrigins.filter((entry): entry is string => typeof entry === 'string');
      }
    } catch {
      // Unreachable or malformed: nothing is allowed from this source.
    }
    cache.set(projectId, { at: now(), origins });
    return origins;
  }

  return {
    async allowedOrigins(projectId) {
      if (!PROJECT_ID.test(projectId)) return [];
      const fixed = Object.hasOwn(sources.staticOrigins ?? {}, projectId) ? (sources.staticOrigins?.[projectId] ?? []) : [];
      return [...new Set([...fixed, ...(await fetchOrigins(projectId))])];
    },
  };
}
