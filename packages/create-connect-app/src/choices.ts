import { basename } from 'node:path';
import {
  DEFAULT_NETWORKS,
  FEATURES,
  NETWORKS,
  PACKAGE_MANAGERS,
  PLACEHOLDER_PROJECT_ID,
  TEMPLATES,
  THEME_MODES,
  findNetwork,
  offersFeature,
  usesWagmi,
} from './catalog.js';
import type { FeatureId, PackageManager, TemplateId, ThemeModeChoice } from './catalog.js';

/** Everything a generated project depends on. */
export interface ProjectChoices {
  /** Folder to create, as given (relative to the working directory or absolute). */
  readonly directory: string;
  /** npm package name, from the folder's last segment. */
  readonly packageName: string;
  readonly template: TemplateId;
  /** Network flag values, in the order given; the first is the default network. */
  readonly networks: readonly string[];
  /** Features switched on; every other offered feature is switched off. */
  readonly features: readonly FeatureId[];
  readonly theme: ThemeModeChoice;
  /** Accent color (hex), or undefined for the theme's own. */
  readonly accent: string | undefined;
  readonly projectId: string;
  readonly packageManager: PackageManager;
  readonly install: boolean;
}

/** The raw values of the command-line flags (strings as typed, before checking). */
export interface RawFlags {
  template?: string;
  networks?: string;
  features?: string;
  theme?: string;
  accent?: string;
  projectId?: string;
  pm?: string;
  install?: boolean;
}

/** A mistake in what the user typed; the message says what is allowed. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const TEMPLATE_IDS: readonly string[] = TEMPLATES.map((template) => template.id);
const NETWORK_IDS: readonly string[] = NETWORKS.map((network) => network.id);
const FEATURE_IDS: readonly string[] = FEATURES.map((feature) => feature.id);

function allowed(values: readonly string[]): string {
  return values.join(', ');
}

/** Splits a comma-separated flag value, dropping blanks and repeats. */
function list(value: string): string[] {
  return [...new Set(value.split(',').map((item) => item.trim()).filter((item) => item !== ''))];
}

function checkList(flag: string, value: string, known: readonly string[], options: { allowNone?: boolean } = {}): string[] {
  if (options.allowNone && value.trim() === 'none') return [];
  const items = list(value);
  const unknown = items.filter((item) => !known.includes(item));
  if (unknown.length > 0) {
    const what = unknown.map((item) => `"${item}"`).join(', ');
    throw new UsageError(`Unknown value ${what} for ${flag}. Allowed: ${allowed(known)}${options.allowNone ? ', or none' : ''}.`);
  }
  if (items.length === 0 && !options.allowNone) throw new UsageError(`${flag} needs at least one value. Allowed: ${allowed(known)}.`);
  return items;
}

/** Checks a template id. */
export function parseTemplate(value: string): TemplateId {
  const id = value.trim();
  if (!TEMPLATE_IDS.includes(id)) throw new UsageError(`Unknown template "${id}". Allowed: ${allowed(TEMPLATE_IDS)}.`);
  return id as TemplateId;
}

/** Checks a comma-separated list of networks. */
export function parseNetworks(value: string): string[] {
  return checkList('--networks', value, NETWORK_IDS);
}

/** Checks a comma-separated list of features (`none` switches every one off). */
export function parseFeatures(value: string): FeatureId[] {
  return checkList('--features', value, FEATURE_IDS, { allowNone: true }) as FeatureId[];
}

/**
 * Checks that the template offers every chosen feature: sign-in (`siwx`) needs a server for its backend route,
 * which the vanilla template does not have.
 */
export function checkTemplateFeatures(template: TemplateId, features: readonly FeatureId[]): void {
  for (const feature of FEATURES) {
    if (!features.includes(feature.id) || offersFeature(template, feature)) continue;
    const offered = FEATURES.filter((candidate) => offersFeature(template, candidate)).map((candidate) => candidate.id);
    throw new UsageError(
      `--features ${feature.id} is not offered for ${template}, ${feature.only?.reason ?? ''}. Allowed with ${template}: ${allowed(offered)}, or none.`,
    );
  }
}

/**
 * Why the networks do not suit the template, or undefined when they do: a wagmi template needs at least one EVM
 * network, since wagmi's chains are the config's EVM networks.
 */
export function templateNetworksProblem(template: TemplateId, networks: readonly string[]): string | undefined {
  if (!usesWagmi(template) || networks.some((id) => findNetwork(id)?.namespace === 'eip155')) return undefined;
  const evm = NETWORKS.filter((network) => network.namespace === 'eip155').map((network) => network.id);
  return `The ${template} template needs an EVM network (wagmi's chains are the app's EVM networks), and none of ${networks.join(', ')} is one. Add one of: ${allowed(evm)}.`;
}

/** Checks that the networks suit the template (see {@link templateNetworksProblem}). */
export function checkTemplateNetworks(template: TemplateId, networks: readonly string[]): void {
  const problem = templateNetworksProblem(template, networks);
  if (problem) throw new UsageError(problem);
}

/** Checks a theme mode. */
export function parseTheme(value: string): ThemeModeChoice {
  const mode = value.trim();
  if (!(THEME_MODES as readonly string[]).includes(mode)) throw new UsageError(`Unknown theme "${mode}". Allowed: ${allowed(THEME_MODES)}.`);
  return mode as ThemeModeChoice;
}

/** Checks an accent color: `#rgb` or `#rrggbb`; blank means the theme's own. */
export function parseAccent(value: string): string | undefined {
  const color = value.trim();
  if (color === '') return undefined;
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) {
    throw new UsageError(`Invalid accent "${color}". Allowed: a hex color such as #3b82f6 or #38f.`);
  }
  return color.toLowerCase();
}

/** Checks a project id: letters, digits, dashes and underscores, at most 128. */
export function parseProjectId(value: string): string {
  const id = value.trim();
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) {
    throw new UsageError(`Invalid project id "${id}". Allowed: 1 to 128 letters, digits, "-" or "_".`);
  }
  return id;
}

/** Checks a package manager name. */
export function parsePackageManager(value: string): PackageManager {
  const pm = value.trim();
  if (!(PACKAGE_MANAGERS as readonly string[]).includes(pm)) {
    throw new UsageError(`Unknown package manager "${pm}". Allowed: ${allowed(PACKAGE_MANAGERS)}.`);
  }
  return pm as PackageManager;
}

/** The npm package name of a folder, or a UsageError saying why the folder's name cannot be one. */
export function parseProjectDirectory(value: string): { directory: string; packageName: string } {
  const directory = value.trim();
  const name = basename(directory.replace(/[\\/]+$/, ''));
  if (directory === '' || name === '' || name === '.' || name === '..') {
    throw new UsageError('The project needs a folder name, such as my-app.');
  }
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(name) || name.length > 214) {
    throw new UsageError(
      `Invalid project name "${name}": the folder's name becomes the npm package name. Allowed: lowercase letters, digits, "-", "_" and ".", starting with a letter or digit.`,
    );
  }
  return { directory, packageName: name };
}

/** The package manager that started this process (from npm_config_user_agent), npm otherwise. */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split('/')[0];
  return (PACKAGE_MANAGERS as readonly string[]).includes(name ?? '') ? (name as PackageManager) : 'npm';
}

/** Defaults of every choice but the folder. */
export function defaultChoices(packageManager: PackageManager): Omit<ProjectChoices, 'directory' | 'packageName'> {
  return {
    template: 'vite-react',
    networks: DEFAULT_NETWORKS,
    features: FEATURES.filter((feature) => feature.defaultOn).map((feature) => feature.id),
    theme: 'system',
    accent: undefined,
    projectId: PLACEHOLDER_PROJECT_ID,
    packageManager,
    install: true,
  };
}

/** The choices the flags make, checked; the ones not given are absent. */
export function parseFlags(flags: RawFlags): Partial<Omit<ProjectChoices, 'directory' | 'packageName'>> {
  const choices: { -readonly [K in keyof ProjectChoices]?: ProjectChoices[K] } = {};
  if (flags.template !== undefined) choices.template = parseTemplate(flags.template);
  if (flags.networks !== undefined) choices.networks = parseNetworks(flags.networks);
  if (flags.features !== undefined) choices.features = parseFeatures(flags.features);
  if (flags.theme !== undefined) choices.theme = parseTheme(flags.theme);
  if (flags.accent !== undefined) choices.accent = parseAccent(flags.accent);
  if (flags.projectId !== undefined) choices.projectId = parseProjectId(flags.projectId);
  if (flags.pm !== undefined) choices.packageManager = parsePackageManager(flags.pm);
  if (flags.install === false) choices.install = false;
  if (choices.template !== undefined && choices.features !== undefined) checkTemplateFeatures(choices.template, choices.features);
  if (choices.template !== undefined && choices.networks !== undefined) checkTemplateNetworks(choices.template, choices.networks);
  return choices;
}
