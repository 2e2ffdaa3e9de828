import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import * as z from '../core/validation/lite.js';

const registrationSchema = z.object({
  version: z.literal('1.0.0'),
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  // Wallet Standard icons are data URIs; a remote URL would let a wallet track who opens the modal.
  icon: z.string().check(z.maxLength(200_000), z.regex(/^data:image\/(?:svg\+xml|png|jpeg|webp|gif)[;,]/)),
  chains: z.array(z.string().check(z.maxLength(128))).check(z.maxLength(64)),
  features: z.record(z.string().check(z.maxLength(128)), z.unknown()),
  accounts: z.array(z.unknown()).check(z.maxLength(256)),
});

/** True for a registration with the fields of the Wallet Standard, in sane sizes, on a chain of `chainPrefix`. */
export function isUsableStandardWallet(wallet: unknown, chainPrefix: string, requiredFeatures: readonly string[]): wallet is Wallet {
  if (typeof wallet !== 'object' || wallet === null) return false;
  const candidate = wallet as Record<string, unknown>;
  const parsed = registrationSchema.safeParse({
    version: candidate.version,
    name: candidate.name,
    icon: candidate.icon,
    chains: candidate.chains,
    features: candidate.features,
    accounts: candidate.accounts,
  });
  if (!parsed.success) return false;
  if (!parsed.data.chains.some((chain) => chain.startsWith(chainPrefix))) return false;
  return requiredFeatures.every((name) => {
    const feature = parsed.data.features[name];
    return typeof feature === 'object' && feature !== null;
  });
}

/** A connector id for a Wallet Standard wallet: its name in lower case, words joined by hyphens. */
export function standardWalletId(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'wallet';
}

/**
 * Watches Wallet Standard registrations and reports the usable wallets of one chain family (first
 * registration of a name wins, so a wallet registering twice appears once). Call in the browser only.
 */
export function watchStandardWallets(
  chainPrefix: string,
  requiredFeatures: readonly string[],
  onChange: (wallets: readonly Wallet[]) => void,
): () => void {
  const registry = getWallets();
  const report = () => {
    const seen = new Set<string>();
    const usable: Wallet[] = [];
    for (const wallet of registry.get()) {
      try {
        if (!isUsableStandardWallet(wallet, chainPrefix, requiredFeatures)) continue;
        const id = standardWalletId(wallet.name);
        if (seen.has(id)) continue;
        seen.add(id);
        usable.push(wallet);
      } catch {
        // A registration whose getters throw is ignored, not allowed to break discovery.
      }
    }
    onChange(usable);
  };
  const offRegister = registry.on('register', report);
  const offUnregister = registry.on('unregister', report);
  report();
  return () => {
    offRegister();
    offUnregister();
  };
}
