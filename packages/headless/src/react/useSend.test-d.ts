import { describe, expectTypeOf, it } from 'vitest';
import type { ConnectConfig, SendToken } from '../core/index.js';
import { useSend } from './useSend.js';
import { send } from '../actions/send.js';
import type { SendReturnType } from '../actions/send.js';
import { getMaxSendable } from '../actions/sendMax.js';

declare const config: ConnectConfig;
const token: SendToken = { symbol: 'USDD', decimals: 6, address: '0xc3F751b060A6DdE8a94348F3149Ae4109E23286a', balance: 1n };

describe('send types', () => {
  it('takes the form’s text fields and resolves with the hash and the exact value', () => {
    expectTypeOf(send(config, { token, amount: '1.005', to: 'alice.reown.id' })).toEqualTypeOf<Promise<SendReturnType>>();
    expectTypeOf<SendReturnType['value']>().toEqualTypeOf<bigint>();
    // @ts-expect-error: an amount is text, never a float
    void send(config, { token, amount: 1.005, to: 'alice.reown.id' });
    expectTypeOf(getMaxSendable(config, { token, address: '0x' })).resolves.toEqualTypeOf<{ readonly value: bigint; readonly reserve: bigint }>();
  });

  it('useSend gives send / sendAsync over the same variables', () => {
    const result = useSend();
    expectTypeOf(result.sendAsync).parameter(0).toMatchTypeOf<{ amount: string | undefined; to: string | undefined }>();
    expectTypeOf(result.data).toEqualTypeOf<SendReturnType | undefined>();
  });
});
