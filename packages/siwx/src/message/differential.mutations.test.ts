/**
 * Differential fuzzing, part 2: mutations of valid EIP-4361 messages (dropped, repeated and swapped lines, bad
 * addresses, bad dates, trailing spaces, carriage returns, a final line break, stray characters, lower-cased
 * labels). Our parser and the reference parser (@spruceid/siwe-parser) must both accept (and then read the same
 * fields) or both reject, but where ours is knowingly the stricter one:
 *
 * - A leap second (`:60`): RFC 3339 allows one and the reference accepts it; ours refuses it, because no
 *   JavaScript clock can be compared with it (`Date.parse` gives NaN; see `isDateTime`).
 * - A `Chain ID:` with a leading zero (`01`) or more than 32 digits: the ABNF's `1*DIGIT` allows both and the
 *   reference reads them with `parseInt`; ours refuses them, since `eip155:01` would name chain 1 with a second
 *   text and a CAIP-2 reference has at most 32 characters.
 *
 * Each such case is asserted to be one of these two, on the line our error names. And where both accept, one
 * reading differs by a defect of the reference: it turns a chain id above 2^53 - 1 into an inexact float
 * (`parseInt`), where ours keeps the digits as written; such a chain id is compared with the text instead. The seed is fixed
 * (SIWX_FUZZ_SEED overrides it, SIWX_FUZZ_RUNS the number of runs); fast-check prints it on a failure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SiwxMessageError, formatSiwxMessage } from './index.js';
import { DEFAULT_FUZZ_SEED, evmAddress, evmFields, twoDigits } from './testing/siweArbitraries.js';
import { parseWithOurs, parseWithReference } from './testing/siweReference.js';

const FUZZ_SEED = Number(process.env.SIWX_FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
const RUNS = Number(process.env.SIWX_FUZZ_RUNS ?? 10_000);

type Mutation = (lines: string[]) => string;
const at = (lines: string[], index: number) => index % lines.length;
const replaceLine = (lines: string[], index: number, value: string) =>
  lines.map((line, i) => (i === index ? value : line)).join('\n');

const badDate = fc
  .tuple(
    fc.stringMatching(/^[0-9]{4}$/),
    fc.tuple(twoDigits(19), twoDigits(39), twoDigits(29), twoDigits(69), twoDigits(69)),
    fc.constantFrom('T', 't', ' ', ''),
    fc.constantFrom('', '.', '.5', '.123'),
    fc.constantFrom('Z', 'z', '', '+01:00', '+0100', '-24:00', '+23:60', 'UTC'),
  )
  .map(([year, [month, day, hour, minute, second], t, fraction, offset]) =>
    `${year}-${month}-${day}${t}${hour}:${minute}:${second}${fraction}${offset}`);

const badAddress = fc
  .tuple(evmAddress, fc.nat(), fc.constantFrom('lower', 'upper', 'flip', 'drop', 'extra', '0X'))
  .map(([address, n, kind]) => {
    const i = 2 + (n % 40);
    const char = address[i] ?? '';
    const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
    if (kind === 'lower') return address.toLowerCase();
    if (kind === 'upper') return `0x${address.slice(2).toUpperCase()}`;
    if (kind === 'flip') return address.slice(0, i) + flipped + address.slice(i + 1);
    if (kind === 'drop') return address.slice(0, i) + address.slice(i + 1);
    if (kind === 'extra') return `${address}a`;
    return `0X${address.slice(2)}`;
  });

const strayChar = fc.constantFrom(' ', ':', '/', '\n', '\r', '%', '[', ']', '@', '#', '?', 'x', '0', '9', '-', '\t', '\u00e9', '"', '.');

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((n) => (lines: string[]) => lines.filter((_, i) => i !== at(lines, n)).join('\n')),
  fc.nat().map((n) => (lines: string[]) => lines.flatMap((line, i) => (i === at(lines, n) ? [line, line] : [line])).join('\n')),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => (lines: string[]) => {
    const [i, j] = [at(lines, a), at(lines, b)];
    return lines.map((line, k) => (k === i ? lines[j] : k === j ? lines[i] : line)).join('\n');
  }),
  badAddress.map((address) => (lines: string[]) => replaceLine(lines, 1, address)),
  fc.tuple(badDate, fc.nat()).map(([date, n]) => (lines: string[]) => {
    const times = lines.flatMap((line, i) => (/^(Issued At|Expiration Time|Not Before): /.test(line) ? [i] : []));
    const index = times[n % times.length] ?? 0;
    const line = lines[index] ?? '';
    return replaceLine(lines, index, line.slice(0, line.indexOf(': ') + 2) + date);
  }),
  fc.nat().map((n) => (lines: string[]) => replaceLine(lines, at(lines, n), `${lines[at(lines, n)]} `)),
  fc.nat().map((n) => (lines: string[]) => replaceLine(lines, at(lines, n), `${lines[at(lines, n)]}\r`)),
  fc.constant((lines: string[]) => lines.join('\r\n')),
  fc.constant((lines: string[]) => `${lines.join('\n')}\n`),
  fc.tuple(fc.nat(), strayChar, fc.constantFrom('insert', 'replace', 'delete')).map(([n, char, kind]) => (lines: string[]) => {
    const text = lines.join('\n');
    const i = n % text.length;
    if (kind === 'insert') return text.slice(0, i) + char + text.slice(i);
    if (kind === 'replace') return text.slice(0, i) + char + text.slice(i + 1);
    return text.slice(0, i) + text.slice(i + 1);
  }),
  fc.nat().map((n) => (lines: string[]) => {
    const line = lines[at(lines, n)] ?? '';
    return replaceLine(lines, at(lines, n), line.replace(/^[A-Za-z ]+:/, (label) => label.toLowerCase()));
  }),
);

/** Which documented strictness of ours, if any, explains a text that only the reference accepts. */
function documentedStrictness(text: string, error: unknown): string | undefined {
  if (!(error instanceof SiwxMessageError) || error.line === undefined) return undefined;
  const line = text.split('\n')[error.line - 1] ?? '';
  const timeReasons = ['invalid-issued-at', 'invalid-expiration-time', 'invalid-not-before'];
  if (timeReasons.includes(error.reason) && /^[A-Za-z ]+: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:60/i.test(line)) return 'leap second';
  if (error.reason === 'invalid-chain-id' && /^Chain ID: (?:0\d+|\d{33,})$/.test(line)) return 'chain id digits';
  return undefined;
}

describe('mutated EIP-4361 messages, against the reference parser', () => {
  it(`both parsers accept or both reject ${RUNS} mutations of generated messages`, { timeout: 120_000 }, () => {
    const seen = { runs: 0, bothAccepted: 0, bothRejected: 0, oursStricter: new Map<string, number>() };
    fc.assert(
      fc.property(evmFields, mutation, (fields, mutate) => {
        seen.runs += 1;
        const text = mutate(formatSiwxMessage(fields).split('\n'));
        const ours = parseWithOurs(text);
        const theirs = parseWithReference(text);
        if (ours.ok && theirs.ok) {
          seen.bothAccepted += 1;
          const digits = /^Chain ID: (\d+)$/m.exec(text)?.[1] ?? '';
          if (!Number.isSafeInteger(Number(digits))) {
            expect(ours.fields.chainId).toBe(`eip155:${digits}`);
            expect({ ...ours.fields, chainId: '' }).toStrictEqual({ ...theirs.fields, chainId: '' });
          } else expect(ours.fields).toStrictEqual(theirs.fields);
          expect(formatSiwxMessage(ours.fields)).toBe(text);
        } else if (!ours.ok && !theirs.ok) {
          seen.bothRejected += 1;
          expect(ours.error).toBeInstanceOf(SiwxMessageError);
        } else if (!ours.ok) {
          const why = documentedStrictness(text, ours.error);
          if (why === undefined) throw new Error(`Only ours rejects ${JSON.stringify(text)}: ${String(ours.error)}`);
          seen.oursStricter.set(why, (seen.oursStricter.get(why) ?? 0) + 1);
        } else {
          throw new Error(`Only the reference rejects ${JSON.stringify(text)}: ${String(theirs.ok || theirs.error)}`);
        }
      }),
      { seed: FUZZ_SEED, numRuns: RUNS },
    );
    expect(seen.runs).toBe(RUNS);
    // The mutations reach both verdicts.
    expect(seen.bothAccepted).toBeGreaterThan(RUNS / 20);
    expect(seen.bothRejected).toBeGreaterThan(RUNS / 2);
    const stricter = [...seen.oursStricter].map(([why, count]) => `${why} x${count}`).join(', ') || 'none';
    console.info(
      `siwx differential fuzz (mutations), seed ${FUZZ_SEED}: ${seen.runs} messages, both accepted ${seen.bothAccepted}, ` +
        `both rejected ${seen.bothRejected}, only ours rejected (documented) ${stricter}`,
    );
  });
});
