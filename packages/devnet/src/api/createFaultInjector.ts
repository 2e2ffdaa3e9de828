/** A scripted answer for one request: a status and body, a delay, or a dropped connection. */
export interface FaultResponse {
  /** Status to answer with; 200 when only a body is given. */
  readonly status?: number;
  /** Raw body text, sent as is (it need not be JSON). */
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Wait this long first; with neither status nor body the request is then served normally. */
  readonly delayMs?: number;
  /** Destroy the connection instead of answering. */
  readonly reset?: boolean;
}

/** Scripts failures for the next requests under a path prefix, for tests of error handling. */
export interface FaultInjector {
  /** Queues answers for the next `responses.length` requests whose path starts with `pathPrefix`. */
  queue(pathPrefix: string, responses: readonly FaultResponse[]): void;
  /** Takes the next queued answer for `path`, oldest prefix first; undefined when none applies. */
  take(path: string): FaultResponse | undefined;
  /** Number of queued answers not used yet. */
  pending(): number;
  clear(): void;
}

/** Creates an empty fault injector. */
export function createFaultInjector(): FaultInjector {
  const queues: Array<{ prefix: string; responses: FaultResponse[] }> = [];
  return {
    queue(pathPrefix, responses) {
      queues.push({ prefix: pathPrefix, responses: [...responses] });
    },
    take(path) {
      const index = queues.findIndex((entry) => path.startsWith(entry.prefix));
      if (index === -1) return undefined;
      const entry = queues[index];
      const response = entry?.responses.shift();
      if (entry && entry.responses.length === 0) queues.splice(index, 1);
      return response;
    },
    pending: () => queues.reduce((sum, entry) => sum + entry.responses.length, 0),
    clear() {
      queues.length = 0;
    },
  };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');
}

/** Checks a fault answer received over HTTP; returns undefined when it is not one. */
export function parseFaultResponse(value: unknown): FaultResponse | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { status, body, headers, delayMs, reset } = value as Record<string, unknown>;
  if (status !== undefined && (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)) return undefined;
  if (body !== undefined && typeof body !== 'string') return undefined;
  if (headers !== undefined && !isStringRecord(headers)) return undefined;
  if (delayMs !== undefined && (typeof delayMs !== 'number' || !(delayMs >= 0) || delayMs > 600_000)) return undefined;
  if (reset !== undefined && typeof reset !== 'boolean') return undefined;
  return { status, body, headers, delayMs, reset } as FaultResponse;
}
