import { describe, expectTypeOf, it } from 'vitest';
import { connectSocial, openSocialPopup } from '../actions/index.js';
import type { ConnectSocialParameters, ConnectSocialReturnType } from '../actions/index.js';
import type { ConnectConfig, SocialProvider } from '../core/index.js';
import { connectSocialMutationOptions } from '../queries/index.js';
import { useConnectSocial } from './useConnectSocial.js';
import type { ConnectSocialVariables } from './useConnectSocial.js';

declare const config: ConnectConfig;

describe('social login types', () => {
  it('the action takes a provider, a mode and the popup, and resolves connected or redirecting', () => {
    expectTypeOf<SocialProvider>().toEqualTypeOf<'google' | 'x' | 'discord' | 'github' | 'apple' | 'facebook'>();
    expectTypeOf(connectSocial).parameter(0).toEqualTypeOf<ConnectConfig>();
    expectTypeOf(connectSocial).parameter(1).toEqualTypeOf<ConnectSocialParameters>();
    expectTypeOf<ConnectSocialParameters['mode']>().toEqualTypeOf<'popup' | 'redirect' | undefined>();
    expectTypeOf(connectSocial(config, { provider: 'github' })).resolves.toEqualTypeOf<ConnectSocialReturnType>();
    expectTypeOf(openSocialPopup()).toEqualTypeOf<Window | null>();
    // @ts-expect-error Farcaster signs in by QR code, not through connectSocial
    void connectSocial(config, { provider: 'farcaster' });
  });

  it('the mutation options and the hook carry the same types; the hook opens the popup itself', () => {
    const options = connectSocialMutationOptions(config);
    expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<ConnectSocialParameters>();
    expectTypeOf(options.mutationFn).returns.resolves.toEqualTypeOf<ConnectSocialReturnType>();
    const social = useConnectSocial();
    expectTypeOf(social.connectSocialAsync).parameter(0).toEqualTypeOf<ConnectSocialVariables>();
    expectTypeOf<ConnectSocialVariables>().not.toHaveProperty('popup');
    expectTypeOf(social.connectSocialAsync).returns.resolves.toEqualTypeOf<ConnectSocialReturnType>();
    expectTypeOf(social.data).toEqualTypeOf<ConnectSocialReturnType | undefined>();
  });
});
