import { NAME_SUFFIX } from '../services/createNameServiceClient.js';

/** An account name without the product's suffix (`alice.reown.id` → `alice`, any case), as the name rule reads it. */
export function accountNameLabel(name: string): string {
  return name.toLowerCase().endsWith(NAME_SUFFIX) ? name.slice(0, -NAME_SUFFIX.length) : name;
}
