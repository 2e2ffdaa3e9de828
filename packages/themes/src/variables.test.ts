import { describe, expect, it } from 'vitest';
import { vars } from './contract.css.js';
import type { ThemeVariableWarning } from './variables.js';
import { themeVariablesToStyle } from './variables.js';

const name = (reference: string): string => reference.slice('var('.length, -1);

function convert(input: Parameters<typeof themeVariablesToStyle>[0]): {
  style: Record<string, string>;
  warnings: ThemeVariableWarning[];
} {
  const warnings: ThemeVariableWarning[] = [];
  const style = themeVariablesToStyle(input, { onWarning: (warning) => warnings.push(warning) });
  return { style, warnings };
}

describe('themeVariablesToStyle', () => {
  it('maps each public variable onto its contract custom property', () => {
    const { style, warnings } = convert({
      accent: '#ffcc00',
      colorMix: 'rgb(10, 20, 30)',
      colorMixStrength: 40,
      fontFamily: '"Inter", sans-serif',
      borderRadius: 2,
      zIndex: 5000,
      fontSizeMaster: '9px',
    });
    expect(warnings).toEqual([]);
    expect(style).toEqual({
      [name(vars.colors.accent)]: '#ffcc00',
      [name(vars.colors.accentText)]: '#000000',
      [name(vars.mix.color)]: 'rgb(10, 20, 30)',
      [name(vars.mix.strength)]: '40%',
      [name(vars.font.family)]: '"Inter", sans-serif',
      [name(vars.radii.base)]: '2px',
      [name(vars.zIndex.modal)]: '5000',
      [name(vars.font.size.base)]: '9px',
    });
  });

  it('accepts the legacy --w3m-* names, the short names winning over them', () => {
    const { style, warnings } = convert({
      '--w3m-accent': '#112233',
      '--w3m-color-mix': '#00ff00',
      '--w3m-color-mix-strength': '25',
      '--w3m-font-family': 'Roboto',
      '--w3m-border-radius-master': '0.5rem',
      '--w3m-z-index': '10',
      '--w3m-font-size-master': 12,
      zIndex: 20,
    });
    expect(warnings).toEqual([]);
    expect(style[name(vars.colors.accent)]).toBe('#112233');
    expect(style[name(vars.colors.accentText)]).toBe('#ffffff');
    expect(style[name(vars.mix.color)]).toBe('#00ff00');
    expect(style[name(vars.mix.strength)]).toBe('25%');
    expect(style[name(vars.font.family)]).toBe('Roboto');
    expect(style[name(vars.radii.base)]).toBe('0.5rem');
    expect(style[name(vars.zIndex.modal)]).toBe('20');
    expect(style[name(vars.font.size.base)]).toBe('12px');
  });

  it('derives black or white accent text, unless accent text is given', () => {
    const text = (accent: string): string | undefined => convert({ accent }).style[name(vars.colors.accentText)];
    expect(text('#fff')).toBe('#000000');
    expect(text('#1a1a2e')).toBe('#ffffff');
    expect(text('rgb(250 250 210)')).toBe('#000000');
    expect(text('hsl(230, 80%, 30%)')).toBe('#ffffff');
    expect(text('oklch(70% 0.1 200)')).toBeUndefined();
    expect(convert({ accent: '#fff', accentText: '#333' }).style[name(vars.colors.accentText)]).toBe('#333');
  });

  it.each([
    ['accent', 'red; background: url(https://evil.example/x.png)'],
    ['accent', 'red}body{display:none'],
    ['accent', 'url(https://evil.example/x.png)'],
    ['accent', 'expression(alert(1))'],
    ['accent', 'image-set("https://evil.example/x.png")'],
    ['accent', `#${'0'.repeat(100)}`],
    ['accent', 'red\\3b'],
    ['fontFamily', 'Inter, URL(x)'],
    ['fontFamily', 'a{b'],
    ['fontFamily', 'x'.repeat(101)],
    ['colorMix', 'blue;'],
    ['borderRadius', '4px; color: red'],
    ['borderRadius', 'calc(1px + 1px)'],
    ['borderRadius', -4],
    ['fontSizeMaster', 'large'],
    ['zIndex', '999 !important'],
    ['zIndex', 1.5],
    ['colorMixStrength', 101],
    ['colorMixStrength', '50; x'],
    ['--w3m-accent', 'javascript:alert(1)'],
  ] as const)('drops %s = %j with a warning', (key, value) => {
    const { style, warnings } = convert({ [key]: value });
    expect(style).toEqual({});
    expect(warnings).toEqual([expect.objectContaining({ key, value })]);
    expect(warnings[0]?.message).toContain(key);
  });

  it('keeps the valid variables when others are dropped, and warns about unknown keys', () => {
    const { style, warnings } = convert({ accent: 'red;', zIndex: 3, ...{ accentColor: '#000' } });
    expect(style).toEqual({ [name(vars.zIndex.modal)]: '3' });
    expect(warnings.map((w) => w.key).sort()).toEqual(['accent', 'accentColor']);
  });

  it('leaves the z-index to the theme default of 999 when none or an invalid one is given', () => {
    expect(convert({}).style).toEqual({});
    expect(convert(undefined).style).toEqual({});
    expect(convert({ zIndex: 'top' }).style).toEqual({});
  });

  it('warns on the console by default', () => {
    const calls: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void calls.push(args);
    try {
      themeVariablesToStyle({ accent: 'url(x)' });
    } finally {
      console.warn = original;
    }
    expect(String(calls[0]?.[0])).toMatch(/theme variable "accent"/);
  });
});
