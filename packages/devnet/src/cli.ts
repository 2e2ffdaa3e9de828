#!/usr/bin/env node
import { startDevnet } from './server/startDevnet.js';

// `devnet demo [--port N]`: starts the local chains and the demo page, prints their URLs, runs until stopped.
const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : Number(process.env.PORT ?? 4300);

// The embedded wallet's users get smart accounts, as the product's default for EVM is.
const devnet = await startDevnet({ port, smartAccounts: true });
console.log(`Demo page:  ${devnet.url} (hooks only)`);
console.log(`Modal:      ${devnet.url}modal (the default renderer; ?theme=dark, ?disable=receive, ?embedded=1,`);
console.log(`            ?namespaces=eip155,solana,bip122 adds the Solana and Bitcoin adapters and dev wallets)`);
console.log(`Element:    ${devnet.url}element (the custom element on a plain page)`);
for (const chain of devnet.chains) {
  console.log(`Chain ${chain.chainId}: RPC ${devnet.rpcUrls[chain.chainId]} (node ${chain.rpcUrl})`);
  const aa = devnet.smartAccounts?.[chain.chainId];
  if (aa) console.log(`            EntryPoint ${aa.entryPoint}, account factory ${aa.factory}, bundler ${aa.bundlerUrl}`);
}
console.log(`Solana:     JSON-RPC ${devnet.apiUrl}/solana (litesvm), dev accounts ${devnet.solana.accounts.join(', ')}`);
console.log(`Services (blockchain API, wallet directory, analytics): ${devnet.apiUrl}`);
if (devnet.relay) {
  console.log(`WalletConnect relay: ${devnet.relay.url}; test wallet (paste the modal's link): ${devnet.apiUrl}/__devnet/wc/`);
}
console.log(`Dev wallet account: ${devnet.account}`);
console.log(`Social logins: OpenID provider ${devnet.secureSite.oidc.issuer} for Google, X, Discord, GitHub, Apple and Facebook (test users alice, bob)`);
console.log('Press Ctrl+C to stop.');

const stop = async () => {
  await devnet.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
