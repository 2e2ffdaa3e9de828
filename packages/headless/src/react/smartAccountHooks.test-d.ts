import { describe, expectTypeOf, it } from 'vitest';
import type { ConnectConfig } from '../core/index.js';
import { getSmartAccount, getSmartAccountEnabledNetworks, switchAccountType } from '../actions/index.js';
import type { EmbeddedAccountType, SmartAccountState, SwitchAccountTypeParameters, SwitchAccountTypeReturnType } from '../actions/index.js';
import { useSmartAccount } from './useSmartAccount.js';
import { useSmartAccountEnabledNetworks } from './useSmartAccountEnabledNetworks.js';
import { useSwitchAccountType } from './useSwitchAccountType.js';
import type { UseSwitchAccountTypeReturnType } from './useSwitchAccountType.js';

declare const config: ConnectConfig;

describe('smart account types', () => {
  it('the actions take and give the embedded account types', () => {
    expectTypeOf<EmbeddedAccountType>().toEqualTypeOf<'eoa' | 'smartAccount'>();
    expectTypeOf(switchAccountType(config, { type: 'eoa' })).resolves.toEqualTypeOf<SwitchAccountTypeReturnType>();
    expectTypeOf<SwitchAccountTypeReturnType['type']>().toEqualTypeOf<EmbeddedAccountType>();
    expectTypeOf(getSmartAccountEnabledNetworks(config)).resolves.toEqualTypeOf<readonly number[]>();
    expectTypeOf(getSmartAccount(config)).toEqualTypeOf<SmartAccountState>();
    expectTypeOf<SmartAccountState['accounts'][number]['type']>().toEqualTypeOf<EmbeddedAccountType>();
    // @ts-expect-error: bip122 account types are not embedded EVM accounts
    void switchAccountType(config, { type: 'payment' });
  });

  it('useSwitchAccountType gives switchAccountType / switchAccountTypeAsync over { type }', () => {
    const result = useSwitchAccountType();
    expectTypeOf(result).toEqualTypeOf<UseSwitchAccountTypeReturnType>();
    expectTypeOf(result.switchAccountTypeAsync).parameter(0).toEqualTypeOf<SwitchAccountTypeParameters>();
    expectTypeOf(result.data).toEqualTypeOf<SwitchAccountTypeReturnType | undefined>();
  });

  it('useSmartAccount is the state; useSmartAccountEnabledNetworks holds chain ids or what select makes of them', () => {
    expectTypeOf(useSmartAccount()).toEqualTypeOf<SmartAccountState>();
    expectTypeOf(useSmartAccount().smartAccountDeployed).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(useSmartAccountEnabledNetworks().data).toEqualTypeOf<readonly number[] | undefined>();
    expectTypeOf(useSmartAccountEnabledNetworks({ query: { select: (ids) => ids.length } }).data).toEqualTypeOf<number | undefined>();
  });
});
