/**
 * Differential fuzzing, part 1: generated valid EIP-4361 field sets. Both our parser and the reference parser
 * (@spruceid/siwe-parser) must accept the text our formatter writes, and both must read back every field.
 *
 * The seed is fixed (SIWX_FUZZ_SEED overrides it, SIWX_FUZZ_RUNS the number of runs); on a failure fast-check prints
 * the seed and the path of the shrunk counterexample, which replay it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSiwxMessage } from './index.js';
import { DEFAULT_FUZZ_SEED, evmFields } from './testing/siweArbitraries.js';
import { parseWithOurs, parseWithReference } from './testing/siweReference.js';

const FUZZ_SEED = Number(process.env.SIWX_FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
const RUNS = Number(process.env.SIWX_FUZZ_RUNS ?? 10_000);

describe('valid EIP-4361 messages, against the reference parser', () => {
  it(`both parsers read every field of ${RUNS} generated messages as they were written`, { timeout: 120_000 }, () => {
    let runs = 0;
    const shapes = { statement: 0, expirationTime: 0, notBefore: 0, requestId: 0, resources: 0, scheme: 0 };
    fc.assert(
      fc.property(evmFields, (fields) => {
        runs += 1;
        for (const key of Object.keys(shapes) as (keyof typeof shapes)[]) if (key in fields) shapes[key] += 1;
        const text = formatSiwxMessage(fields);
        const ours = parseWithOurs(text);
        const theirs = parseWithReference(text);
        if (!ours.ok) throw ours.error;
        if (!theirs.ok) throw new Error(`The reference rejects ${JSON.stringify(text)}: ${String(theirs.error)}`);
        expect(ours.fields).toStrictEqual(fields);
        expect(theirs.fields).toStrictEqual(fields);
      }),
      { seed: FUZZ_SEED, numRuns: RUNS },
    );
    expect(runs).toBe(RUNS);
    // Every optional field was both present and absent many times.
    for (const count of Object.values(shapes)) expect(count).toBeGreaterThan(RUNS / 10);
    for (const count of Object.values(shapes)) expect(count).toBeLessThan(RUNS - RUNS / 10);
    console.info(`siwx differential fuzz (valid), seed ${FUZZ_SEED}: ${runs} messages, optional fields ${JSON.stringify(shapes)}`);
  });
});
