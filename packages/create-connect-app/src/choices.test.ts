import { describe, expect, it } from 'vitest';
import {
  UsageError,
  checkTemplateFeatures,
  checkTemplateNetworks,
  defaultChoices,
  detectPackageManager,
  parseAccent,
  parseFlags,
  parseProjectDirectory,
} from './choices.js';

describe('flags', () => {
  it('parses every flag into checked choices', () => {
    expect(
      parseFlags({
        template: 'vanilla',
        networks: 'mainnet, base,solana,base',
        features: 'history, receive,send,swaps,onramp,history',
        theme: 'dark',
        accent: '#7C3AED',
        projectId: 'abc_123',
        pm: 'pnpm',
        install: false,
      }),
    ).toEqual({
      template: 'vanilla',
      networks: ['mainnet', 'base', 'solana'],
      features: ['history', 'receive', 'send', 'swaps', 'onramp'],
      theme: 'dark',
      accent: '#7c3aed',
      projectId: 'abc_123',
      packageManager: 'pnpm',
      install: false,
    });
    expect(parseFlags({ features: 'none' })).toEqual({ features: [] });
    expect(parseFlags({ install: true })).toEqual({});
  });

  it('names the allowed values when a value is wrong', () => {
    expect(() => parseFlags({ template: 'nuxt' })).toThrow('Unknown template "nuxt". Allowed: vite-react, vite-react-headless, vite-react-wagmi, vanilla, next-app.');
    expect(() => parseFlags({ networks: 'mainnet,ethereum' })).toThrow(/Unknown value "ethereum" for --networks\. Allowed: mainnet, base, .*solana, .*bitcoin/);
    expect(() => parseFlags({ networks: ' , ' })).toThrow('--networks needs at least one value');
    expect(() => parseFlags({ features: 'receiv' })).toThrow('Unknown value "receiv" for --features. Allowed: onramp, swaps, receive, send, history, siwx, or none.');
    expect(() => parseFlags({ theme: 'blue' })).toThrow('Unknown theme "blue". Allowed: system, light, dark.');
    expect(() => parseFlags({ accent: 'red' })).toThrow('Invalid accent "red"');
    expect(() => parseFlags({ projectId: 'a b' })).toThrow('Invalid project id');
    expect(() => parseFlags({ pm: 'cargo' })).toThrow('Unknown package manager "cargo". Allowed: npm, pnpm, yarn, bun.');
    expect(() => parseFlags({ theme: 'blue' })).toThrow(UsageError);
  });

  it('accepts short and long hex accents, and blank for the theme\'s own', () => {
    expect(parseAccent('#38F')).toBe('#38f');
    expect(parseAccent(' ')).toBeUndefined();
    expect(() => parseAccent('#12345')).toThrow(UsageError);
    expect(() => parseAccent('url(x)')).toThrow(UsageError);
  });

  it('takes the package name from the folder and refuses names npm would refuse', () => {
    expect(parseProjectDirectory('apps/my-app/')).toEqual({ directory: 'apps/my-app/', packageName: 'my-app' });
    expect(() => parseProjectDirectory('My App')).toThrow('Invalid project name "My App"');
    expect(() => parseProjectDirectory('.')).toThrow('needs a folder name');
    expect(() => parseProjectDirectory('_x')).toThrow(UsageError);
  });

  it('uses the package manager that runs it, npm otherwise', () => {
    expect(detectPackageManager('pnpm/9.1.0 npm/? node/v20.19.0 linux x64')).toBe('pnpm');
    expect(detectPackageManager('yarn/4.0.0 npm/? node/v20')).toBe('yarn');
    expect(detectPackageManager(undefined)).toBe('npm');
    expect(detectPackageManager('deno/2')).toBe('npm');
  });

  it('refuses every feature that is not available yet, naming the ones that are', () => {
    for (const feature of ['email', 'socials', 'legalCheckbox', 'pay']) {
      expect(() => parseFlags({ features: `receive,${feature}` }), feature).toThrow(
        `Unknown value "${feature}" for --features. Allowed: onramp, swaps, receive, send, history, siwx, or none.`,
      );
    }
    expect(() => parseFlags({ features: 'email' })).toThrow(UsageError);
  });

  it('offers send with every template, alone or with the others', () => {
    for (const template of ['vite-react', 'vite-react-headless', 'vite-react-wagmi', 'vanilla', 'next-app']) {
      expect(parseFlags({ template, features: 'send' }).features).toEqual(['send']);
    }
    expect(parseFlags({ features: 'send,receive,history' }).features).toEqual(['send', 'receive', 'history']);
  });

  it('offers swaps with every template, alone or with the others', () => {
    for (const template of ['vite-react', 'vite-react-headless', 'vite-react-wagmi', 'vanilla', 'next-app']) {
      expect(parseFlags({ template, features: 'swaps' }).features).toEqual(['swaps']);
    }
    expect(parseFlags({ features: 'receive,swaps,history' }).features).toEqual(['receive', 'swaps', 'history']);
  });

  it('offers the onramp (Buy) with every template, alone or with the others', () => {
    for (const template of ['vite-react', 'vite-react-headless', 'vite-react-wagmi', 'vanilla', 'next-app']) {
      expect(parseFlags({ template, features: 'onramp' }).features).toEqual(['onramp']);
    }
    expect(parseFlags({ features: 'receive,onramp,history' }).features).toEqual(['receive', 'onramp', 'history']);
  });

  it('offers sign-in (siwx) with the templates that have a server for its backend, not with vanilla', () => {
    for (const template of ['vite-react', 'vite-react-headless', 'vite-react-wagmi', 'next-app']) {
      expect(parseFlags({ template, features: 'onramp,swaps,receive,send,history,siwx' }).features).toEqual(['onramp', 'swaps', 'receive', 'send', 'history', 'siwx']);
    }
    const refusal = '--features siwx is not offered for vanilla, since it has no server. Allowed with vanilla: onramp, swaps, receive, send, history, or none.';
    expect(() => parseFlags({ template: 'vanilla', features: 'siwx' })).toThrow(refusal);
    expect(() => checkTemplateFeatures('vanilla', ['history', 'siwx'])).toThrow(refusal);
    expect(() => checkTemplateFeatures('vanilla', ['history'])).not.toThrow();
    // A template given by the prompt is checked once it is known.
    expect(parseFlags({ features: 'siwx' })).toEqual({ features: ['siwx'] });
  });

  it('asks the wagmi template for an EVM network, which wagmi\'s chains are made of, and no other template', () => {
    expect(parseFlags({ template: 'vite-react-wagmi', networks: 'solana,base' }).networks).toEqual(['solana', 'base']);
    const refusal = /^The vite-react-wagmi template needs an EVM network \(wagmi's chains are the app's EVM networks\), and none of solana, bitcoin is one\. Add one of: mainnet, base, optimism, .*, zksyncGoerli\.$/;
    expect(() => parseFlags({ template: 'vite-react-wagmi', networks: 'solana,bitcoin' })).toThrow(refusal);
    expect(() => checkTemplateNetworks('vite-react-wagmi', ['solana', 'bitcoin'])).toThrow(UsageError);
    expect(() => checkTemplateNetworks('vite-react', ['solana'])).not.toThrow();
    expect(() => checkTemplateNetworks('vite-react-wagmi', ['sepolia'])).not.toThrow();
    // Networks given without a template are checked once the prompt has given the template.
    expect(parseFlags({ networks: 'solana' })).toEqual({ networks: ['solana'] });
  });

  it('defaults to the features the specification has on, and sign-in off', () => {
    const defaults = defaultChoices('npm');
    expect(defaults.features).toEqual(['onramp', 'swaps', 'receive', 'send', 'history']);
    expect(defaults).not.toHaveProperty('socials');
    expect(defaults).toMatchObject({ template: 'vite-react', networks: ['mainnet', 'base'], theme: 'system', install: true });
  });
});
