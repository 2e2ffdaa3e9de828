import { en } from './en.js';
import type { MessageId } from './en.js';
import { matchTemplate } from './matchTemplate.js';

/** A text of the modal that says what an error says: its id and the values inside it. */
export interface ErrorKey {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * The first of `ids` whose English text is `shown`, with the values read from it: how a text the product wrote in
 * English under a known code is recognised, so it can be written in the visitor's language. Undefined when none
 * writes it (a service's own text).
 */
export function keyOfText(ids: readonly MessageId[] | undefined, shown: string): ErrorKey | undefined {
  for (const id of ids ?? []) {
    const values = matchTemplate(en[id], shown);
    if (values) return Object.keys(values).length > 0 ? { id, values } : { id };
  }
  return undefined;
}
