import { createWagmiConfig } from '@connect-modal/wagmi';
import { config } from './connect.config';

/**
 * wagmi's config, made from the modal's (src/connect.config.ts): its EVM networks are wagmi's chains, each with a
 * transport to its RPC URLs, and the modal is wagmi's one connector. Whatever wallet a visitor connects in the
 * modal, wagmi's hooks read and use it; wagmi never holds a connection of its own.
 */
export const wagmiConfig = createWagmiConfig(config);

// wagmi's hooks take their types (chains, chain ids) from this config.
declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
