import * as z from '../core/validation/lite.js';
import type { Eip6963ProviderDetail } from './Eip1193Provider.js';
import { isEip1193Provider } from './Eip1193Provider.js';

const infoSchema = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  // EIP-6963 icons are data URIs; anything else (a remote URL) would let a page track who opens the modal.
  icon: z.string().check(z.maxLength(200_000), z.regex(/^data:image\/(?:svg\+xml|png|jpeg|webp|gif)[;,]/)),
  rdns: z.string().check(z.minLength(1), z.maxLength(256)),
});

/**
 * Listens for EIP-6963 announcements and asks wallets to announce. Details are frozen copies, in the order
 * they were first announced. A provider announced again under its uuid or its rdns is the same wallet
 * announcing twice and appears once; a different provider is kept even when it claims an rdns (or uuid)
 * already seen, so an earlier impostor cannot hide the real wallet (the adapter flags both).
 */
export function watchAnnouncedProviders(
  target: Window,
  onChange: (providers: readonly Eip6963ProviderDetail[]) => void,
): { stop(): void; request(): void } {
  const providers: Eip6963ProviderDetail[] = [];
  const onAnnounce = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null) return;
    const parsed = infoSchema.safeParse((detail as { info?: unknown }).info);
    const provider = (detail as { provider?: unknown }).provider;
    if (!parsed.success || !isEip1193Provider(provider)) return;
    const info = Object.freeze({ ...parsed.data });
    const repeated = (known: Eip6963ProviderDetail) => known.provider === provider && (known.info.uuid === info.uuid || known.info.rdns === info.rdns);
    if (providers.some(repeated)) return;
    providers.push(Object.freeze({ info, provider }));
    onChange([...providers]);
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  const request = () => target.dispatchEvent(new Event('eip6963:requestProvider'));
  request();
  return {
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
    request,
  };
}
