import type { SignClient } from './createSignClientLifecycle.js';

/** How long the pairing's end is waited for on the relay before it is forgotten locally anyway. */
const PAIRING_DELETE_WAIT_MS = 2000;

/** A key of the sign client's keychain that holds a secret of a topic: a symmetric key or a key pair's private key. */
const TOPIC_OR_PUBLIC_KEY = /^[0-9a-f]{64}$/i;

function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/** Runs a removal, ignoring a record already gone. */
async function quietly(remove: () => Promise<unknown> | unknown): Promise<void> {
  try {
    await remove();
  } catch {
    // Already removed by the sign client itself.
  }
}

/** Topics and keys still needed by the sessions that remain (none, once the app's only session ended). */
function keptSecrets(client: SignClient): Set<string> {
  const kept = new Set<string>();
  for (const session of client.session.getAll()) {
    kept.add(session.topic);
    if (session.pairingTopic) kept.add(session.pairingTopic);
    kept.add(session.self.publicKey);
  }
  return kept;
}

/**
 * After a session ended (the app disconnected, the wallet did, or it expired), removes what the sign client would
 * otherwise keep in its storage (IndexedDB in browsers) for up to 30 days: the pairings the app created, with their
 * symmetric keys, subscriptions, expiries, messages and request history; pending proposals; and every symmetric key
 * or private key left in the keychain that no remaining session uses. The wallet is told the pairing ended
 * (`wc_pairingDelete`), waited for at most 2 s. The client itself stays usable: the next connect makes a new pairing.
 */
export async function forgetEndedSession(client: SignClient, endedTopic: string): Promise<void> {
  const { core } = client;
  const kept = keptSecrets(client);
  const pairingTopics = new Set(core.pairing.getPairings().map((pairing) => pairing.topic));
  const topics = [endedTopic, ...pairingTopics].filter((topic) => !kept.has(topic));
  // What exists now is what ended: a pairing started meanwhile (the next connect) is left alone.
  const proposals = client.proposal.getAll().map((proposal) => proposal.id);
  const keychain = core.crypto.keychain;
  const secrets = [...keychain.keychain.keys()].filter((tag) => TOPIC_OR_PUBLIC_KEY.test(tag) && !kept.has(tag));

  for (const topic of topics) {
    if (!pairingTopics.has(topic)) continue;
    if (core.pairing.pairings.keys.includes(topic)) await settleWithin(core.pairing.disconnect({ topic }), PAIRING_DELETE_WAIT_MS);
    if (core.pairing.pairings.keys.includes(topic)) await quietly(() => core.pairing.pairings.delete(topic, { code: 6000, message: 'User disconnected.' }));
  }
  for (const id of proposals) {
    await quietly(() => client.proposal.delete(id, { code: 6000, message: 'User disconnected.' }));
  }
  for (const topic of topics) {
    await quietly(() => core.relayer.unsubscribe(topic));
    if (core.expirer.has(topic)) await quietly(() => core.expirer.del(topic));
    await quietly(() => core.relayer.messages.del(topic));
    await quietly(() => core.history.delete(topic));
  }
  for (const tag of secrets) await quietly(() => keychain.del(tag));
}
