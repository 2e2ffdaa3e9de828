import type { IncomingMessage } from 'node:http';
import type { ApiReply } from './ApiReply.js';
import type { DevnetApiState } from './DevnetApiState.js';

/** What a route handler gets: the request, its decoded path captures, its query and the API's state. */
export interface RouteContext {
  readonly req: IncomingMessage;
  readonly params: readonly string[];
  readonly query: URLSearchParams;
  readonly state: DevnetApiState;
}

/** One endpoint of the devnet API; `pattern` is matched against the whole path. */
export interface Route {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly pattern: RegExp;
  handle(context: RouteContext): ApiReply | Promise<ApiReply>;
}
