import { describe, expect, it } from 'vitest';
import { ACCOUNT_VIEWS, decideNavigation } from './navigationPolicy.js';
import type { NavigationSnapshot } from './navigationPolicy.js';

const openOn = (view: NavigationSnapshot['view']): NavigationSnapshot => ({
  open: true,
  view,
  history: ['Account', view],
  connected: true,
  embedded: false,
  hasAdapters: true,
  manualWCControl: false,
  mobile: false,
  signInRequired: false,
  hasSession: false,
});

describe('account name screens', () => {
  it('are account screens: a disconnect leaves them for Connect', () => {
    for (const view of ['RegisterAccountName', 'RegisterAccountNameSuccess'] as const) {
      expect(ACCOUNT_VIEWS.has(view)).toBe(true);
      expect(decideNavigation({ type: 'disconnected', initiator: 'other-tab' }, { ...openOn(view), connected: false }).outcome).toEqual({
        kind: 'reset',
        view: 'Connect',
      });
    }
  });
});
