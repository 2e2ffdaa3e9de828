import { describe, expectTypeOf, it } from 'vitest';
import type { FrameUser } from '../actions/index.js';
import { connectFarcaster, getFarcasterUri } from '../actions/index.js';
import type { ConnectFarcasterParameters, ConnectFarcasterReturnType, GetFarcasterUriReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { connectFarcasterMutationOptions, getFarcasterUriMutationOptions } from '../queries/index.js';
import { useConnectFarcaster } from './useConnectFarcaster.js';
import { useGetFarcasterUri } from './useGetFarcasterUri.js';

declare const config: ConnectConfig;

describe('Farcaster sign-in types', () => {
  it('the actions take the config, and resolve with the URL and then the user and connections', () => {
    expectTypeOf(getFarcasterUri(config)).resolves.toEqualTypeOf<GetFarcasterUriReturnType>();
    expectTypeOf<GetFarcasterUriReturnType>().toEqualTypeOf<{ readonly url: string }>();
    expectTypeOf(connectFarcaster(config)).resolves.toEqualTypeOf<ConnectFarcasterReturnType>();
    expectTypeOf(connectFarcaster(config, { signal: new AbortController().signal, pollIntervalMs: 500 })).resolves.toEqualTypeOf<ConnectFarcasterReturnType>();
    expectTypeOf<ConnectFarcasterReturnType['user']>().toEqualTypeOf<FrameUser>();
    expectTypeOf<ConnectFarcasterParameters['signal']>().toEqualTypeOf<AbortSignal | undefined>();
    // @ts-expect-error: the poll interval is a number of milliseconds
    void connectFarcaster(config, { pollIntervalMs: '1s' });
    // @ts-expect-error: getFarcasterUri needs the config
    void getFarcasterUri();
  });

  it('the mutation options and hooks follow the mutation naming', () => {
    expectTypeOf(getFarcasterUriMutationOptions(config).mutationKey).toEqualTypeOf<readonly ['connect-modal', 'getFarcasterUri']>();
    expectTypeOf(connectFarcasterMutationOptions(config).mutationFn).returns.resolves.toEqualTypeOf<ConnectFarcasterReturnType>();
    const uri = useGetFarcasterUri();
    expectTypeOf(uri.getFarcasterUriAsync).returns.resolves.toEqualTypeOf<GetFarcasterUriReturnType>();
    expectTypeOf(uri.data).toEqualTypeOf<GetFarcasterUriReturnType | undefined>();
    const connect = useConnectFarcaster();
    expectTypeOf(connect.connectFarcasterAsync()).resolves.toEqualTypeOf<ConnectFarcasterReturnType>();
    expectTypeOf(connect.connectFarcasterAsync({ signal: new AbortController().signal })).resolves.toEqualTypeOf<ConnectFarcasterReturnType>();
    // @ts-expect-error: the signal is an AbortSignal
    void connect.connectFarcasterAsync({ signal: true });
    expectTypeOf(connect.data).toEqualTypeOf<ConnectFarcasterReturnType | undefined>();
  });
});
