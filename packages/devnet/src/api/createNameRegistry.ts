/** A registered name in the blockchain API's profile shape. */
export interface NameProfileRecord {
  name: string;
  /** Registration time, in seconds. */
  registered: number;
  updated: number;
  /** Addresses by coin type (as a decimal string). */
  addresses: Record<string, { address: string; created: string }>;
  attributes: Array<Record<string, string>>;
}

/** In-memory names of the devnet's name service. */
export interface NameRegistry {
  lookup(name: string): NameProfileRecord | undefined;
  /** Profiles with an address equal to `address` (case-insensitive). */
  reverse(address: string): NameProfileRecord[];
  /** Registers `name` for `address`; 'taken' when another address holds it. */
  register(name: string, coinType: number, address: string, nowMs: number): 'registered' | 'taken';
}

/** Creates an empty name registry. */
export function createNameRegistry(): NameRegistry {
  const names = new Map<string, NameProfileRecord>();
  const key = (name: string): string => name.toLowerCase();

  return {
    lookup: (name) => names.get(key(name)),
    reverse(address) {
      const wanted = address.toLowerCase();
      return [...names.values()].filter((profile) =>
        Object.values(profile.addresses).some((entry) => entry.address.toLowerCase() === wanted),
      );
    },
    register(name, coinType, address, nowMs) {
      const seconds = Math.floor(nowMs / 1000);
      const existing = names.get(key(name));
      if (existing) {
        const holders = Object.values(existing.addresses).map((entry) => entry.address.toLowerCase());
        if (!holders.includes(address.toLowerCase())) return 'taken';
        existing.addresses[String(coinType)] = { address, created: String(seconds) };
        existing.updated = seconds;
        return 'registered';
      }
      names.set(key(name), {
        name: key(name),
        registered: seconds,
        updated: seconds,
        addresses: { [String(coinType)]: { address, created: String(seconds) } },
        attributes: [],
      });
      return 'registered';
    },
  };
}
