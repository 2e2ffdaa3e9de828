import { FEATURES, TEMPLATES, usesWagmi } from './catalog.js';
import type { ProjectChoices } from './choices.js';
import { pmCommands } from './pmCommands.js';
import { chosenNetworks, hasFeature, rendersOnServer } from './renderHelpers.js';
import { renderSiwxReadme } from './renderSiwx.js';

/** The files the `siwx` feature adds to a Vite app with the default modal. */
const VITE_REACT_SIWX_FILES: readonly string[] = [
  '`siwxBackend.ts`: the sign-in backend, a Vite plugin that serves its routes in `vite dev` and `vite preview`',
  '`src/siwxServer.ts`: the sign-in server\'s settings (domain, URI, chains)',
  '`src/SignInStatus.tsx`: the sign-in state and a Sign in / Sign out button, with `useSiwx()`',
  '`src/siwxServer.test.ts`: the backend\'s routes over HTTP, and its settings',
];

/** The files the `siwx` feature adds, per template, as the README lists them. */
const SIWX_FILES: Readonly<Record<string, readonly string[]>> = {
  'vite-react': VITE_REACT_SIWX_FILES,
  'vite-react-headless': [
    '`siwxBackend.ts`: the sign-in backend, a Vite plugin that serves its routes in `vite dev` and `vite preview`',
    '`src/siwxServer.ts`: the sign-in server\'s settings (domain, URI, chains)',
    '`src/SignInStatus.tsx`: the sign-in state and a Sign in / Sign out button, with `useSiwx()`',
    '`src/SignInPanel.tsx`: the wallet dialog\'s sign-in step (sign, or not now)',
    '`src/siwxServer.test.ts`: the backend\'s routes over HTTP, and its settings',
  ],
  'vite-react-wagmi': VITE_REACT_SIWX_FILES,
  'next-app': [
    '`src/app/api/siwx/[action]/route.ts`: the sign-in backend, a route handler (one server per process)',
    '`src/siwxServer.ts`: the sign-in server\'s settings (domain, URI, chains)',
    '`src/components/SignInStatus.tsx`: `\'use client\'`; the sign-in state and a Sign in / Sign out button, with `useSiwx()`',
    '`src/siwxServer.test.ts`: the route\'s answers, and the server\'s settings',
  ],
};

/** The README's section on wagmi, for a template whose own code uses its hooks. */
const WAGMI_README = `## wagmi

\`src/wagmi.config.ts\` makes wagmi's config from the modal's, with \`createWagmiConfig(config)\` from
\`@connect-modal/wagmi\`. wagmi's chains are the EVM networks of \`src/connect.config.ts\` (add a network there,
not in wagmi), each with a transport to its RPC URLs; for your own RPC provider, pass
\`createWagmiConfig(config, { transports: { [chainId]: http(url) } })\`. The modal is wagmi's one connector: a
visitor connects in the modal, and wagmi's hooks then read and use that wallet (\`useConnection\`,
\`useBalance\`, \`useReadContract\`, \`useWriteContract\`, \`useSignMessage\`, ...). \`useSwitchChain\` switches
through the modal and \`useDisconnect\` disconnects there too: the modal and wagmi show the one connection.

Coming from RainbowKit: \`<ConnectButton />\` and \`<ConnectModal />\` (\`@connect-modal/renderer-default\`) take
the place of RainbowKit's button and modal, \`ConnectProvider\` of \`RainbowKitProvider\`,
\`createWagmiConfig(config)\` of \`getDefaultConfig()\`, and \`useModal().open()\` (\`@connect-modal/headless/react\`)
of \`useConnectModal().openConnectModal()\`; the wagmi code stays as it is.
`;

/** `README.md` of the project. */
export function renderReadme(choices: ProjectChoices): string {
  const template = TEMPLATES.find((candidate) => candidate.id === choices.template);
  const pm = pmCommands(choices.packageManager);
  const networks = chosenNetworks(choices);
  const features = FEATURES.filter((feature) => choices.features.includes(feature.id)).map((feature) => feature.title);
  const theme = choices.theme === 'system' ? "follows the visitor's system setting" : choices.theme;
  const what: Record<string, string> = {
    'vite-react': 'A React app (Vite) with the default wallet-connection modal: a connect button in the header, the modal, and the connected account read with the hooks.',
    'vite-react-headless':
      'A React app (Vite) whose whole wallet UI is its own, built only from the headless hooks: a connect button, a wallet dialog (a native `<dialog>`) and an account card. Start here to bring your own design.',
    'vite-react-wagmi':
      "A React app (Vite) with the default wallet-connection modal whose own code uses wagmi: the modal's connect button in the header, and the connected account read with wagmi's hooks (`useConnection`, `useBalance`). The modal is wagmi's one connector, so any wagmi hook works with the wallet a visitor connects in the modal. Start here when moving an app from RainbowKit.",
    vanilla: 'A plain page (Vite, TypeScript, no UI framework of its own) with the modal as the `<connect-modal>` custom element, opened from a page button.',
    'next-app':
      'A Next.js app (App Router) with the default wallet-connection modal, rendered on the server: the connection is kept in cookies, so the server renders a returning visitor\'s account and the browser hydrates it with no flash of "disconnected".',
  };
  const files: Record<string, string[]> = {
    'vite-react': ['`src/App.tsx`: the page, with `<ConnectButton />` and `<ConnectModal />`', '`src/AccountPanel.tsx`: the connected account, from the hooks'],
    'vite-react-headless': [
      '`src/App.tsx`: the page and its connect button',
      '`src/WalletDialog.tsx`: wallet list, connect, network switch, disconnect',
      '`src/WalletConnectPanel.tsx`: WalletConnect pairing with `useWalletConnectPairing` (status, retry)',
      '`src/PairingCode.tsx`: the pairing link as a QR code (the `qr` package) and a copy button',
      '`src/AccountCard.tsx`: address, balance, tokens, history and a "Sign message" button (`useSignMessage`)',
    ],
    'vite-react-wagmi': [
      '`src/App.tsx`: the page, with `WagmiProvider`, `QueryClientProvider` and `ConnectProvider`, `<ConnectButton />` and `<ConnectModal />`',
      '`src/wagmi.config.ts`: wagmi\'s config, `createWagmiConfig(config)` from `@connect-modal/wagmi`: the config\'s EVM networks as chains, the modal as the connector',
      '`src/AccountPanel.tsx`: the connected account, from wagmi\'s hooks (`useConnection`, `useBalance`)',
      '`src/wagmi.config.test.ts`: checks wagmi\'s chains are the config\'s EVM networks',
    ],
    vanilla: ['`index.html`: the page, with the `<connect-modal>` element', '`src/main.ts`: gives the element its config and shows the account'],
    'next-app': [
      '`src/app/layout.tsx`: the root layout (a server component); reads the request\'s cookies and passes them to the providers',
      '`src/app/page.tsx`: the page (a server component) with `<ConnectButton />` and the account panel',
      '`src/components/Providers.tsx`: `\'use client\'`; the config (per request on the server, once in the browser), `ConnectProvider` and `<ConnectModal />`',
      '`src/components/AccountPanel.tsx`: `\'use client\'`; the connected account, from the hooks',
      '`src/app/page.test.tsx`: renders the page on the server from cookies, and in a browser-like document',
    ],
  };
  const server = rendersOnServer(choices.template);
  const siwx = hasFeature(choices, 'siwx');
  const devnetVariable = server ? 'NEXT_PUBLIC_CONNECT_DEVNET_URL' : 'VITE_CONNECT_DEVNET_URL';
  const relayVariable = server ? 'NEXT_PUBLIC_CONNECT_DEVNET_RELAY_URL' : 'VITE_CONNECT_DEVNET_RELAY_URL';
  const runLines = server
    ? [`${pm.run('dev')}`, 'development server', `${pm.run('build')}`, 'type-check and build into .next/', `${pm.run('start')}`, 'serve the build', `${pm.run('test')}`, 'the tests (vitest)']
    : [`${pm.run('dev')}`, 'development server', `${pm.run('build')}`, 'type-check and build into dist/', `${pm.run('test')}`, 'the tests (vitest)'];
  const commands: string[] = [];
  for (let index = 0; index < runLines.length; index += 2) commands.push(`${(runLines[index] ?? '').padEnd(17)}# ${runLines[index + 1] ?? ''}`);
  return `# ${choices.packageName}

${what[choices.template] ?? ''}

## Run it

\`\`\`sh
${choices.install ? '' : `${pm.install}\n`}${commands.join('\n')}
\`\`\`

## What was chosen

| setting | value |
| --- | --- |
| template | ${template?.title ?? choices.template} |
| networks | ${networks.map((network) => `${network.title} (\`${network.id}\`)`).join(', ')} |
| features | ${features.length > 0 ? features.join(', ') : 'none'} |
| theme | ${theme}${choices.accent ? `, accent ${choices.accent}` : ''} |
| project id | \`${choices.projectId}\` |

All of it lives in \`src/connect.config.ts\`; change it there. The configuration reference of
\`@connect-modal/headless\` lists every option and its default. \`src/connect.config.test.ts\` checks the config
has these networks and features: update it with the config.

## Files

- \`src/connect.config.ts\`: the one config of the app (networks, adapters, features, theme)
${[...(files[choices.template] ?? []), ...(siwx ? (SIWX_FILES[choices.template] ?? []) : [])].map((line) => `- ${line}`).join('\n')}
- \`src/devnet.ts\`: runs the app against a local devnet (below)
${usesWagmi(choices.template) ? `\n${WAGMI_README}` : ''}${siwx ? `\n${renderSiwxReadme(choices, pm.run)}` : ''}
## Project id

Hosted services (wallet directory, blockchain API, WalletConnect) need a project id. ${
    choices.projectId === 'YOUR_PROJECT_ID'
      ? 'This project has the placeholder `YOUR_PROJECT_ID`: browser wallets connect, but hosted services refuse it until you put your own in `src/connect.config.ts`.'
      : 'This project uses the one given when it was created, in `src/connect.config.ts`.'
  }

## Against a local devnet

The connect-modal repository's devnet (\`npm run demo\` there) runs local EVM chains, a dev wallet and local
copies of the services. Point the app at it with an environment variable, on the command line:

\`\`\`sh
${devnetVariable}=http://127.0.0.1:4300 ${pm.run('dev')}
\`\`\`
${server ? `\nNext.js writes \`NEXT_PUBLIC_\` values into the browser code when it builds: for \`${pm.run('build')}\` and \`${pm.run('start')}\`, set\nthe variable for both.\n` : ''}

The config then puts the devnet's chains (31337 and 31338) first and uses the devnet's blockchain API, wallet
directory and analytics. The devnet's browser wallet is a script the devnet serves (\`/dev-wallet.js\`); its
pages load it, and tests can add it to this app's page.

WalletConnect on the devnet goes through the devnet's own relay: give its URL (the devnet prints it as
"WalletConnect relay") as \`${relayVariable}\`; without it the app offers no WalletConnect there, so
nothing reaches the hosted relay. Like the hosted relay, the devnet's accepts a project id of 32 hexadecimal
characters. Its test wallet pairs with a link pasted into its page (\`/__devnet/wc/\` on the devnet).

\`\`\`sh
${devnetVariable}=http://127.0.0.1:4300 ${relayVariable}=ws://127.0.0.1:PORT ${pm.run('dev')}
\`\`\`
`;
}

