'use client';
import { useMemo } from 'react';
import type { CSSProperties } from 'react';
import type { ConnectConfig } from '@connect-modal/headless';
import { baseClass, themeClass, themeVariablesToStyle } from '@connect-modal/themes';
import type { ThemeMode, ThemeVariables } from '@connect-modal/themes';
import { useThemeMode } from './useThemeMode.js';
import type { ThemeModeSetting } from './useThemeMode.js';

/** Class names and custom properties that put a theme on an element. */
export interface ModalTheme {
  readonly mode: ThemeMode;
  /** Theme class plus the base class (typography, reduced motion): for the modal root. */
  readonly className: string;
  /** The theme class alone: for a single control that brings its own typography. */
  readonly themeClassName: string;
  readonly style: CSSProperties;
}

/** The theme of a config: its mode (or the system's) and its theme variables as custom properties. */
export function useModalTheme(config: ConnectConfig, override?: ThemeModeSetting): ModalTheme {
  const mode = useThemeMode(override ?? config.options.themeMode ?? 'system');
  const variables = config.options.themeVariables;
  const style = useMemo(() => themeVariablesToStyle(variables as ThemeVariables) as CSSProperties, [variables]);
  return { mode, className: `${themeClass(mode)} ${baseClass}`, themeClassName: themeClass(mode), style };
}
