import { describe, expectTypeOf, it } from 'vitest';
import { base, createConnectConfig, mainnet, optimism } from '../core/index.js';
import type { CaipAddress, NativeBalance, SiwxSessionInfo, SiwxStatus } from '../core/index.js';
import { useAccount, useBalance, useConnect, useLocale, useNetwork, useSiwx, useSwitchNetwork } from './index.js';
import type { UseAccountReturnType } from './index.js';

const config = createConnectConfig({ projectId: 'p', networks: [mainnet, base] });

describe('hooks are typed from the config', () => {
  it('useSiwx gives the sign-in status and session, and signIn resolves with the session', () => {
    const siwx = useSiwx({ config });
    expectTypeOf(siwx.status).toEqualTypeOf<SiwxStatus>();
    expectTypeOf(siwx.session).toEqualTypeOf<SiwxSessionInfo | undefined>();
    expectTypeOf(siwx.signIn).returns.resolves.toEqualTypeOf<SiwxSessionInfo>();
    expectTypeOf(siwx.error).toEqualTypeOf<string | undefined>();
  });

  it('useSwitchNetwork takes only a network of the config', () => {
    const { switchNetwork } = useSwitchNetwork({ config });
    switchNetwork({ network: base });
    // @ts-expect-error optimism is not among the config's networks
    switchNetwork({ network: optimism });
  });

  it('useNetwork lists the config networks', () => {
    expectTypeOf(useNetwork({ config }).networks.map((network) => network.id)).toEqualTypeOf<(1 | 8453)[]>();
  });

  it('useAccount narrows the address to defined when connected', () => {
    const account = useAccount({ config });
    expectTypeOf(account.address).toEqualTypeOf<string | undefined>();
    if (account.status === 'connected') expectTypeOf(account.address).toEqualTypeOf<string>();
    if (account.isConnected) expectTypeOf(account.caipAddress).toEqualTypeOf<CaipAddress>();
    if (account.status === 'disconnected') expectTypeOf(account.address).toEqualTypeOf<undefined>();
    expectTypeOf<UseAccountReturnType['status']>().toEqualTypeOf<'connected' | 'connecting' | 'disconnected'>();
  });

  it('query hooks pass TanStack options through, with select typing the data', () => {
    expectTypeOf(useBalance({ config }).data).toEqualTypeOf<NativeBalance | undefined>();
    const formatted = useBalance({ config, query: { select: (balance) => balance.formatted, staleTime: 5_000 } });
    expectTypeOf(formatted.data).toEqualTypeOf<string | undefined>();
  });

  it('mutation hooks take TanStack mutation options and name their verb', () => {
    const { connect, connectAsync } = useConnect({ config, mutation: { onSuccess: (data) => expectTypeOf(data.address).toBeString() } });
    connect({ connectorId: 'io.wallet', network: mainnet });
    // @ts-expect-error optimism is not among the config's networks
    connect({ connectorId: 'io.wallet', network: optimism });
    expectTypeOf(connectAsync).returns.resolves.toHaveProperty('chainId');
  });
});

describe('useLocale', () => {
  it('reads the locale asked for and changes it', () => {
    const { locale, setLocale } = useLocale();
    expectTypeOf(locale).toEqualTypeOf<string | undefined>();
    expectTypeOf(setLocale).parameter(0).toEqualTypeOf<string | undefined>();
  });
});
