const PLACEHOLDER = /\{(\w+)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patterns = new Map<string, { readonly pattern: RegExp; readonly names: readonly string[] }>();

function compile(template: string): { readonly pattern: RegExp; readonly names: readonly string[] } {
  let compiled = patterns.get(template);
  if (!compiled) {
    const names: string[] = [];
    let source = '';
    let index = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
      source += `${escapeRegExp(template.slice(index, match.index))}([\\s\\S]+?)`;
      names.push(match[1] as string);
      index = match.index + match[0].length;
    }
    source += escapeRegExp(template.slice(index));
    compiled = { pattern: new RegExp(`^${source}$`), names };
    patterns.set(template, compiled);
  }
  return compiled;
}

/**
 * The values of a text written from an English template with plain `{name}` placeholders (`'Insufficient {symbol}
 * balance'` and `'Insufficient DEV balance'` give `{ symbol: 'DEV' }`); undefined when the text is not one the
 * template writes. Lets a text the product wrote in English be written again, with the same values, in another
 * language. Plurals and selects are not read back.
 */
export function matchTemplate(template: string, text: string): Record<string, string> | undefined {
  const { pattern, names } = compile(template);
  const match = pattern.exec(text);
  if (!match) return undefined;
  const values: Record<string, string> = {};
  names.forEach((name, position) => {
    values[name] = match[position + 1] as string;
  });
  return values;
}
