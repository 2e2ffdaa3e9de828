/** The frame's styles: system fonts, light and dark (`data-theme` from SYNC_THEME, else prefers-color-scheme). */
export const FRAME_CSS = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #141414; --muted: #5c5c66; --line: #e3e3e8; --box: #f5f5f7;
  --accent: #2f5bea; --accent-fg: #ffffff; --focus: #2f5bea;
}
:root[data-theme='dark'] {
  --bg: #18181b; --fg: #f4f4f5; --muted: #a1a1aa; --line: #34343a; --box: #232328;
  --accent: #6d8dff; --accent-fg: #0b0b0f; --focus: #8aa4ff;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme='light']) {
    --bg: #18181b; --fg: #f4f4f5; --muted: #a1a1aa; --line: #34343a; --box: #232328;
    --accent: #6d8dff; --accent-fg: #0b0b0f; --focus: #8aa4ff;
  }
}
html, body { margin: 0; height: 100%; background: transparent; }
body { font: 14px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; color: var(--fg); }
.approval-card {
  box-sizing: border-box; height: 100%; display: flex; flex-direction: column; gap: 10px;
  padding: 16px; background: var(--bg); color: var(--fg); border-radius: 16px; overflow: hidden;
}
.approval-title { margin: 0; font-size: 18px; font-weight: 600; }
.approval-origin { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
.approval-fields { margin: 0; flex: 1 1 auto; overflow: auto; display: flex; flex-direction: column; gap: 6px; }
.approval-field { display: flex; flex-direction: column; gap: 2px; }
.approval-label { color: var(--muted); font-size: 12px; }
.approval-value { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.approval-mono { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.approval-block {
  margin: 0; max-height: 160px; overflow: auto; padding: 8px; border: 1px solid var(--line); border-radius: 8px;
  background: var(--box); font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: pre-wrap; overflow-wrap: anywhere;
}
.approval-status { margin: 0; min-height: 1.4em; color: var(--muted); }
.approval-actions { display: flex; gap: 8px; }
.approval-button {
  flex: 1; min-height: 40px; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid var(--line); background: var(--box); color: var(--fg);
}
.approval-approve { background: var(--accent); border-color: var(--accent); color: var(--accent-fg); }
.approval-button:disabled { opacity: 0.6; cursor: default; }
.approval-button:focus-visible, .approval-block:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
@media (prefers-reduced-motion: no-preference) { .approval-card { transition: background-color 0.15s; } }
`;

/**
 * Applies {@link FRAME_CSS} through a constructed stylesheet (`document.adoptedStyleSheets`), which the page's
 * CSP (`default-src 'none'`, no `style-src`) allows where a `<style>` element or style attribute would be blocked.
 */
export function applyFrameStyles(doc: Document): void {
  const view = doc.defaultView;
  if (!view || !('CSSStyleSheet' in view)) return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(FRAME_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

/** SYNC_THEME: sets `data-theme` on the root element ('light' or 'dark'). */
export function setThemeMode(doc: Document, mode: 'light' | 'dark'): void {
  doc.documentElement.dataset.theme = mode;
}
