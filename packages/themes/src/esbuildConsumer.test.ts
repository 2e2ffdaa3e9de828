import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Apps that bundle the TypeScript sources (the demo, browser tests) do it like this.
describe('bundling the sources with esbuild', () => {
  it('yields JavaScript with the class names and a stylesheet with the themes', async () => {
    const result = await build({
      stdin: {
        contents: `import { lightTheme, darkTheme, baseClass } from '@connect-modal/themes';
          document.body.className = [lightTheme, darkTheme, baseClass].join(' ');`,
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      outdir: 'out',
      conditions: ['source'],
      plugins: [vanillaExtractPlugin()],
      logLevel: 'silent',
    });
    const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
    const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
    const classNames = [...js.matchAll(/var (?:lightThemeClass|darkThemeClass|baseClass) = "([^"]+)"/g)].map((m) => m[1]);
    expect(classNames).toHaveLength(3);
    for (const className of classNames) expect(css).toContain(`.${className} {`);
    expect(css).toContain('prefers-reduced-motion');
    expect(js).not.toContain('@vanilla-extract/css');
  });
});
