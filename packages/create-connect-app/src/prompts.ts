import prompts from 'prompts';
import type { PromptObject } from 'prompts';
import { DEFAULT_PROJECT_NAME, FEATURES, NETWORKS, PACKAGE_MANAGERS, TEMPLATES, THEME_MODES, offersFeature } from './catalog.js';
import type { FeatureId, PackageManager, TemplateId, ThemeModeChoice } from './catalog.js';
import { UsageError, parseAccent, parseProjectDirectory, parseProjectId, templateNetworksProblem } from './choices.js';
import type { ProjectChoices } from './choices.js';

/** Streams the prompts read and write. */
export interface PromptStreams {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
}

/** The user left the prompts (Ctrl+C or Escape). */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

function validator(parse: (value: string) => unknown): (value: string) => true | string {
  return (value) => {
    try {
      parse(value);
      return true;
    } catch (error) {
      return error instanceof UsageError ? error.message : String(error);
    }
  };
}

async function ask<T>(question: PromptObject<'value'>, streams: PromptStreams): Promise<T> {
  let cancelled = false;
  const answer = await prompts({ ...question, name: 'value', stdin: streams.stdin, stdout: streams.stdout } as PromptObject<'value'>, {
    onCancel: () => {
      cancelled = true;
      return false;
    },
  });
  if (cancelled) throw new CancelledError('Cancelled: nothing was written.');
  return answer.value as T;
}

/** Asks for the folder's name. */
export function askDirectory(streams: PromptStreams): Promise<string> {
  return ask<string>(
    { type: 'text', name: 'value', message: 'Project name', initial: DEFAULT_PROJECT_NAME, validate: validator(parseProjectDirectory) },
    streams,
  ).then((value) => value.trim());
}

/** Asks whether to write into a non-empty folder. */
export function askOverwrite(directory: string, streams: PromptStreams): Promise<boolean> {
  return ask<boolean>(
    { type: 'confirm', name: 'value', message: `The folder ${directory} is not empty. Write the project's files into it anyway?`, initial: false },
    streams,
  );
}

type Choosable = Omit<ProjectChoices, 'directory' | 'packageName' | 'install'>;

/**
 * Asks for the networks until they suit the template (a wagmi template needs an EVM network), saying why not;
 * a second time, the networks picked the first time start picked.
 */
async function askNetworks(template: TemplateId, initial: readonly string[], streams: PromptStreams): Promise<string[]> {
  let picked = initial;
  for (;;) {
    const networks = await ask<string[]>(
      {
        type: 'multiselect',
        name: 'value',
        message: 'Networks (the first chosen in this list is the default)',
        choices: NETWORKS.map((n) => ({ title: n.title, description: n.id, value: n.id, selected: picked.includes(n.id) })),
        min: 1,
        hint: 'space to pick, enter to confirm',
        instructions: false,
      },
      streams,
    );
    const problem = templateNetworksProblem(template, networks);
    if (problem === undefined) return networks;
    streams.stdout.write(`${problem}\n`);
    picked = networks;
  }
}

/** Asks every choice that `given` lacks, offering `defaults` as the initial answers. */
export async function askChoices(given: Partial<Choosable>, defaults: Choosable, streams: PromptStreams): Promise<Choosable> {
  const template =
    given.template ??
    (await ask<TemplateId>(
      {
        type: 'select',
        name: 'value',
        message: 'Template',
        choices: TEMPLATES.map((t) => ({ title: t.title, description: t.description, value: t.id })),
        initial: TEMPLATES.findIndex((t) => t.id === defaults.template),
      },
      streams,
    ));
  const networks = given.networks ?? (await askNetworks(template, defaults.networks, streams));
  const features =
    given.features ??
    (await ask<FeatureId[]>(
      {
        type: 'multiselect',
        name: 'value',
        message: 'Features',
        // Only the template's own: sign-in needs a server for its backend route.
        choices: FEATURES.filter((f) => offersFeature(template, f)).map((f) => ({ title: f.title, value: f.id, selected: defaults.features.includes(f.id) })),
        hint: 'space to pick, enter to confirm',
        instructions: false,
      },
      streams,
    ));
  const theme =
    given.theme ??
    (await ask<ThemeModeChoice>(
      {
        type: 'select',
        name: 'value',
        message: 'Theme mode',
        choices: THEME_MODES.map((mode) => ({ title: mode === 'system' ? "system (the visitor's setting)" : mode, value: mode })),
        initial: THEME_MODES.indexOf(defaults.theme),
      },
      streams,
    ));
  const accent =
    'accent' in given
      ? given.accent
      : parseAccent(
          await ask<string>(
            { type: 'text', name: 'value', message: 'Accent color (hex, empty for the theme\'s own)', initial: defaults.accent ?? '', validate: validator(parseAccent) },
            streams,
          ),
        );
  const projectId =
    given.projectId ??
    parseProjectId(
      await ask<string>(
        { type: 'text', name: 'value', message: 'Project id', initial: defaults.projectId, validate: validator(parseProjectId) },
        streams,
      ),
    );
  const packageManager =
    given.packageManager ??
    (await ask<PackageManager>(
      {
        type: 'select',
        name: 'value',
        message: 'Package manager',
        choices: PACKAGE_MANAGERS.map((pm) => ({ title: pm, value: pm })),
        initial: PACKAGE_MANAGERS.indexOf(defaults.packageManager),
      },
      streams,
    ));
  return { template, networks, features, theme, accent, projectId, packageManager };
}
