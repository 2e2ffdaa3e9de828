import { describe, expect, it } from 'vitest';
import { mainnet } from '../networks/index.js';
import { memoryStorage } from '../storage/index.js';
import { ConfigError } from './ConfigError.js';
import type { ConnectConfigOptions } from './ConnectConfigOptions.js';
import { createConnectConfig } from './createConnectConfig.js';
import { LEGAL_CHECKBOX_NEEDS_LINKS_MESSAGE } from './resolveConfig.js';

const valid: ConnectConfigOptions = { projectId: 'p'.repeat(32), networks: [mainnet], storage: memoryStorage() };
const terms = 'https://app.example/terms';
const privacy = 'https://app.example/privacy';

function errorOf(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('the legal checkbox in the config', () => {
  it('is off by default, with no links', () => {
    const { options } = createConnectConfig(valid);
    expect(options.features.legalCheckbox).toBe(false);
    expect(options.termsConditionsUrl).toBeUndefined();
    expect(options.privacyPolicyUrl).toBeUndefined();
  });

  it('turns on with a terms link, a privacy link or both, and keeps the links as given', () => {
    const both = createConnectConfig({ ...valid, features: { legalCheckbox: true }, termsConditionsUrl: terms, privacyPolicyUrl: privacy });
    expect(both.options.features.legalCheckbox).toBe(true);
    expect(both.options.termsConditionsUrl).toBe(terms);
    expect(both.options.privacyPolicyUrl).toBe(privacy);
    expect(createConnectConfig({ ...valid, features: { legalCheckbox: true }, termsConditionsUrl: terms }).options.privacyPolicyUrl).toBeUndefined();
    expect(createConnectConfig({ ...valid, features: { legalCheckbox: true }, privacyPolicyUrl: privacy }).options.features.legalCheckbox).toBe(true);
  });

  it('refuses the checkbox without a link to agree to, naming the feature', () => {
    const error = errorOf(() => createConnectConfig({ ...valid, features: { legalCheckbox: true } }));
    expect(error.message).toBe(LEGAL_CHECKBOX_NEEDS_LINKS_MESSAGE);
    expect(error.message).toBe('features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl');
    expect(error.code).toBe('INVALID_CONFIG');
    expect(error.path).toBe('features.legalCheckbox');
    // Links without the checkbox are harmless: nothing shows them.
    expect(createConnectConfig({ ...valid, termsConditionsUrl: terms }).options.features.legalCheckbox).toBe(false);
  });

  it('accepts only https links without credentials, with a clear message', () => {
    const refused = [
      'http://app.example/terms',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://app.example/terms',
      '/terms',
      'not a url',
      'https://user:secret@app.example/terms',
      `https://app.example/${'a'.repeat(2100)}`,
    ];
    for (const link of refused) {
      for (const option of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) {
        const error = errorOf(() => createConnectConfig({ ...valid, features: { legalCheckbox: true }, [option]: link }));
        expect(error.path).toBe(option);
        expect(error.message).toMatch(new RegExp(`^Invalid config at "${option}": (must be an https URL|Invalid input)$`));
      }
    }
    const typed = errorOf(() => createConnectConfig({ ...valid, termsConditionsUrl: 42 } as unknown as ConnectConfigOptions));
    expect(typed.message).toBe('Invalid config at "termsConditionsUrl": Invalid input');
    expect(errorOf(() => createConnectConfig({ ...valid, termsConditionsUrl: 'http://x.example' })).message).toBe(
      'Invalid config at "termsConditionsUrl": must be an https URL',
    );
  });

  it('refuses a value that is not a boolean', () => {
    const error = errorOf(() => createConnectConfig({ ...valid, features: { legalCheckbox: 'yes' } } as unknown as ConnectConfigOptions));
    expect(error.path).toBe('features.legalCheckbox');
  });
});

describe('collapse-wallets in the config', () => {
  it('is off by default and can be turned on or off', () => {
    expect(createConnectConfig(valid).options.features.collapseWallets).toBe(false);
    expect(createConnectConfig({ ...valid, features: { collapseWallets: true } }).options.features.collapseWallets).toBe(true);
    expect(createConnectConfig({ ...valid, features: { collapseWallets: false } }).options.features.collapseWallets).toBe(false);
  });

  it('refuses a value that is not a boolean', () => {
    const error = errorOf(() => createConnectConfig({ ...valid, features: { collapseWallets: 1 } } as unknown as ConnectConfigOptions));
    expect(error.path).toBe('features.collapseWallets');
    expect(error.message).toBe('Invalid config at "features.collapseWallets": Invalid input');
  });
});
