import type { ProjectChoices } from './choices.js';
import { chosenNetworks, rendersOnServer } from './renderHelpers.js';

// What the `siwx` feature (sign-in with the wallet) writes that depends on the choices: the sign-in server's
// settings (`src/siwxServer.ts`) and the README's section on the backend. Its fixed files are the templates'
// `_features/siwx/` folders.

/** Path the generated backend serves its sign-in routes under, and the config's client calls. */
export const SIWX_BASE_PATH = '/api/siwx';

/** `src/siwxServer.ts`: the sign-in server's options, on the chains of exactly the chosen networks. */
export function renderSiwxServer(choices: ProjectChoices): string {
  const server = rendersOnServer(choices.template);
  const ids = chosenNetworks(choices).map((network) => network.id);
  const imports = [...ids].sort((a, b) => a.localeCompare(b));
  const devnetVariable = server ? 'NEXT_PUBLIC_CONNECT_DEVNET_URL' : 'VITE_CONNECT_DEVNET_URL';
  const backend = server ? 'src/app/api/siwx/[action]/route.ts' : 'siwxBackend.ts';
  return `import { ${imports.join(', ')} } from '@connect-modal/headless';
import type { CaipNetwork } from '@connect-modal/headless';
import type { SiwxServerOptions } from '@connect-modal/siwx/server';

// The settings of the app's sign-in server, which ${backend} serves.

/** Path the sign-in routes answer under; the config's \`siwx\` client calls it (src/connect.config.ts). */
export const SIWX_BASE_PATH = '${SIWX_BASE_PATH}';

/**
 * The app's networks, as src/connect.config.ts lists them: a sign-in is accepted on their chains only. Keep the
 * two lists in step (src/connect.config.test.ts checks they are).
 */
const networks: CaipNetwork[] = [${ids.join(', ')}];

/** Chain ids a local devnet serves, each under \`/rpc/{chainId}\` (see src/devnet.ts). */
const DEVNET_CHAIN_IDS = [31337, 31338];

/** What the sign-in server is set up from. */
export interface SiwxSettings {
  /** \`SIWX_DOMAIN\`: the authority messages must be for (\`app.example.com\`); the URI's host when unset. */
  readonly domain?: string | undefined;
  /** \`SIWX_URI\`: the page's origin messages must name (\`https://app.example.com\`); \`devOrigin\` when unset. */
  readonly uri?: string | undefined;
  /** The app's origin in development (${server ? '`http://localhost:3000`' : "the dev server's, such as `http://localhost:5173`"}). */
  readonly devOrigin: string;
  /** A local devnet's URL (${devnetVariable}): its chains are accepted too. */
  readonly devnetUrl?: string | undefined;
}

/**
 * The sign-in server's options. Its domain and URI are fixed here, never read from a request, so a message signed
 * for another site is refused. Smart-account signatures (ERC-1271, ERC-6492) are checked on each EVM network's
 * RPC: the public one of the network's definition, or the devnet's; give your own provider's for production.
 */
export function siwxServerOptions(settings: SiwxSettings): SiwxServerOptions {
  const uri = settings.uri || settings.devOrigin;
  let domain = settings.domain;
  if (!domain) {
    try {
      domain = new URL(uri).host;
    } catch {
      throw new Error(\`SIWX_URI must be the page's origin, such as https://app.example.com, got \${JSON.stringify(uri)}\`);
    }
  }
  const rpcUrls = new Map<string, string>();
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0];
    if (network.chainNamespace === 'eip155' && url) rpcUrls.set(network.caipNetworkId, url);
  }
  const devnetChains: string[] = [];
  if (settings.devnetUrl) {
    const devnet = new URL(settings.devnetUrl).origin;
    for (const id of DEVNET_CHAIN_IDS) {
      devnetChains.push(\`eip155:\${id}\`);
      rpcUrls.set(\`eip155:\${id}\`, \`\${devnet}/rpc/\${id}\`);
    }
  }
  return {
    domain,
    uri,
    chains: [...devnetChains, ...networks.map((network) => network.caipNetworkId)],
    rpcUrl: (chainId) => rpcUrls.get(chainId),
  };
}
`;
}

/** The README's section on sign-in: the backend route, its settings, and what production needs. */
export function renderSiwxReadme(choices: ProjectChoices, run: (script: string) => string): string {
  const server = rendersOnServer(choices.template);
  const route = server
    ? '`src/app/api/siwx/[action]/route.ts`, a route handler (`GET` and `POST`)'
    : '`siwxBackend.ts`, a Vite plugin (in `vite.config.ts`) that serves them in `vite dev` and `vite preview`';
  const origin = server
    ? '`http://localhost:3000`, the origin of `next dev` and `next start`'
    : 'the origin the dev or preview server prints (`http://localhost:5173`, `http://localhost:4173`)';
  const devnet = server ? 'NEXT_PUBLIC_CONNECT_DEVNET_URL' : 'VITE_CONNECT_DEVNET_URL';
  const example = server
    ? `SIWX_DOMAIN=app.example.com SIWX_URI=https://app.example.com ${run('start')}`
    : `SIWX_DOMAIN=127.0.0.1:5173 SIWX_URI=http://127.0.0.1:5173 ${run('dev')}${choices.packageManager === 'npm' ? ' --' : ''} --host 127.0.0.1`;
  const deploy = server
    ? 'Deploy it with the app: the route runs wherever `next start` does.'
    : 'The plugin serves the routes only in development and preview: in production, serve the same handler from your own server (any that speaks the Fetch API: `createSiwxHandler(server, { basePath: SIWX_BASE_PATH })` takes a `Request` and gives a `Response`, or `undefined` for another path).';
  return `## Sign-in (SIWX)

After a wallet connects, the modal asks it to sign a message (EIP-4361 on EVM chains, CAIP-122 on Solana and
Bitcoin); the app's backend checks the signature and keeps a session, which a reload finds again. The page shows
the state with \`useSiwx()\` (signed in or not, a Sign in / Sign out button).

The backend is the sign-in server kit of \`@connect-modal/siwx\`: its routes answer under \`${SIWX_BASE_PATH}\`
(\`nonce\`, \`verify\`, \`session\`, \`sessions\`, \`revoke\`), served by ${route}. \`src/siwxServer.ts\` sets it up:

- **domain and URI**: a message must name this site, or it is refused. They come from the environment,
  \`SIWX_DOMAIN\` (\`app.example.com\`) and \`SIWX_URI\` (the page's origin, \`https://app.example.com\`, as
  \`location.origin\` gives it), on the command line or in \`.env.local\`, never from a request's headers.
  Unset, they are ${origin}: open the app there (not at \`127.0.0.1\` when it says \`localhost\`), or set both.
- **chains**: the chains of the app's networks (plus the devnet's when \`${devnet}\` is set).
- **stores**: nonces and sessions live in the server process's memory, one server per process: a restart
  signs everyone out.

\`\`\`sh
${example}
\`\`\`

For production: pin the domain and URI to the site's address (\`SIWX_DOMAIN\`, \`SIWX_URI\`), and keep nonces
and sessions in Redis, shared by every process and kept across restarts: pass \`nonceStore:
createRedisNonceStore(redis)\` and \`sessionStore: createRedisSessionStore(redis)\` (\`@connect-modal/siwx/server\`,
with an ioredis client) to \`createSiwxServer\`. ${deploy}
`;
}
