// Explicit direction controls: marks, embeddings, overrides and isolates (UAX #9).
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A value as it goes into a text. Values are wallet names, networks and addresses from outside; one that carries
 * its own direction controls is isolated, so an unterminated right-to-left override in a wallet's name cannot
 * reverse the rest of the sentence around it (PDI ends whatever the value opened).
 */
function placeholderValue(value: string | number): string {
  const text = String(value);
  return BIDI_CONTROL.test(text) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/** Fills `{name}` placeholders of a message; an unknown placeholder is left as written. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : placeholderValue(value);
  });
}
