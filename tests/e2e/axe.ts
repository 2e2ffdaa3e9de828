import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** An axe-core violation, reduced to what a failing test should print. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

/** Runs axe-core on the page (WCAG 2.1 A/AA and best practices) and returns its violations. */
export async function auditPage(page: Page, context = 'body'): Promise<AxeViolation[]> {
  // Colours are measured as drawn: a view still fading in (a finite animation or transition) would be judged on
  // its half-transparent frame. Endless ones (spinners) are left running; the wait is capped.
  await page.evaluate(`Promise.race([
    Promise.all(document.getAnimations()
      .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ])`);
  const loaded = await page.evaluate('typeof window.axe !== "undefined"');
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  const results = (await page.evaluate(`window.axe.run(${JSON.stringify(context)}, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })))`)) as AxeViolation[];
  return results;
}
