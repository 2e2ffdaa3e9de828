import { ReplyError, errorReply, jsonReply } from './ApiReply.js';
import { parseFaultResponse } from './createFaultInjector.js';
import type { FaultResponse } from './createFaultInjector.js';
import { readJsonBody } from './readRequestBody.js';
import type { Route } from './Route.js';

function parseFaultRequest(body: unknown): { path: string; responses: FaultResponse[] } {
  const { path, responses } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || !Array.isArray(responses)) {
    throw new ReplyError(errorReply(400, 'Expected { path: "/prefix", responses: [...] }'));
  }
  const parsed = responses.map(parseFaultResponse);
  if (parsed.some((response) => response === undefined)) {
    throw new ReplyError(errorReply(400, 'Each response is { status?, body?, headers?, delayMs?, reset? }'));
  }
  return { path, responses: parsed as FaultResponse[] };
}

/** Test controls under `/__devnet/`: scripted faults, fixture switches, the request log and recorded analytics events. */
export const controlRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: /^\/__devnet\/faults$/,
    async handle({ req, state }) {
      const { path, responses } = parseFaultRequest(await readJsonBody(req));
      state.faults.queue(path, responses);
      return jsonReply(200, { pending: state.faults.pending() });
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/__devnet\/faults$/,
    handle({ state }) {
      state.faults.clear();
      return { status: 204 };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__devnet\/hostile-wallet$/,
    handle({ state }) {
      state.switches.hostileWallet = true;
      return jsonReply(200, { hostileWallet: true });
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/__devnet\/hostile-wallet$/,
    handle({ state }) {
      state.switches.hostileWallet = false;
      return jsonReply(200, { hostileWallet: false });
    },
  },
  {
    method: 'GET',
    pattern: /^\/__devnet\/requests$/,
    handle: ({ state }) => jsonReply(200, state.requests),
  },
  {
    method: 'DELETE',
    pattern: /^\/__devnet\/requests$/,
    handle({ state }) {
      state.requests.length = 0;
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    pattern: /^\/__devnet\/analytics$/,
    handle: ({ state }) => jsonReply(200, state.analyticsEvents),
  },
];
