// Test helper: a locale's number symbols read from Intl itself, so expectations for locales whose data changes
// between ICU versions (Arabic's digits and separators) are composed rather than copied.

/** A locale's digits, group and decimal separators, and a function writing ASCII number text in them. */
export function numberShape(locale: string): { group: string; decimal: string; write: (ascii: string) => string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? '';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, digit) => plain.format(digit));
  const write = (ascii: string) =>
    Array.from(ascii, (char) => (char === ',' ? group : char === '.' ? decimal : /\d/.test(char) ? digits[Number(char)] : char)).join('');
  return { group, decimal, write };
}
