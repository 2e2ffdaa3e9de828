import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorReply, writeReply } from './ApiReply.js';
import { createDevnetApi } from './createDevnetApi.js';
import type { DevnetApi, DevnetApiOptions } from './createDevnetApi.js';

/** Options of {@link startApiServer}. */
export interface StartApiServerOptions extends Omit<DevnetApiOptions, 'publicBaseUrl'> {
  /** Port to listen on; 0 or undefined lets the system pick a free one. */
  readonly port?: number;
  readonly host?: string;
}

/** A running devnet API server. */
export interface RunningApiServer {
  /** Root URL, such as `http://127.0.0.1:43123`; use it as the blockchain API, wallet directory and analytics URL. */
  readonly url: string;
  readonly api: DevnetApi;
  /** Closes the server and its open connections. */
  stop(): Promise<void>;
}

/** Serves the devnet API on its own port (127.0.0.1 unless told otherwise), readable from any origin. */
export async function startApiServer(options: StartApiServerOptions): Promise<RunningApiServer> {
  const { port = 0, host = '127.0.0.1', ...apiOptions } = options;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  const api = createDevnetApi({ ...apiOptions, publicBaseUrl: url });

  server.on('request', (req, res) => {
    api.handle(req, res).then(
      (answered) => {
        if (!answered) writeReply(res, errorReply(404, 'Not found'));
      },
      (error: unknown) => writeReply(res, errorReply(500, error instanceof Error ? error.message : 'Internal error')),
    );
  });

  let stopping: Promise<void> | undefined;
  return {
    url,
    api,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopping;
    },
  };
}
