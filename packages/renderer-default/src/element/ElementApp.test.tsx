// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeWalletConfig } from '../testing/createFakeWalletConfig.js';
import { ConnectProvider, useModal } from '@connect-modal/headless/react';
import type { ViewProps } from '../modal/viewRegistry.js';
import type * as ConnectViewExports from '../views/ConnectView.js';
import { mountConnectModal } from './mountConnectModal.js';

type ConnectViewModule = typeof ConnectViewExports;

const failing = vi.hoisted(() => ({ on: false }));
// The modal's code and its views load lazily; a busy machine may take a while.
const WAIT = { timeout: 10_000 };

vi.mock('../views/ConnectView.js', async (importOriginal) => {
  const actual = await importOriginal<ConnectViewModule>();
  return {
    ConnectView(props: ViewProps) {
      if (failing.on) throw new Error('the view failed to render');
      return createElement(actual.ConnectView, props);
    },
  };
});


/** A page without React for its own content: a heading, and the modal element after it. */
function hostPage(): HTMLElement {
  const heading = document.createElement('h1');
  heading.textContent = 'Host page';
  document.body.append(heading);
  return heading;
}

let roots: Root[] = [];

beforeEach(() => {
  failing.on = false;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the custom element when a view fails to render', () => {
  it('shows the error state inside the element, beside the page’s own content, and tries again', async () => {
    const heading = hostPage();
    const config = createFakeWalletConfig({ embedded: true });
    const errors: string[] = [];
    config.events.on('error', ({ source }) => errors.push(source));
    failing.on = true;
    const element = mountConnectModal(config);
    document.body.append(element);

    const alert = await screen.findByRole('alert', undefined, WAIT);
    expect(element.contains(alert)).toBe(true);
    expect(heading.isConnected).toBe(true);
    expect(errors).toEqual(['render']);

    failing.on = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(element.querySelector('[data-testid="connect-view"]')).not.toBeNull(), WAIT);
  });

  it('puts the dialog’s stand-in into the element and closes it', async () => {
    const heading = hostPage();
    const config = createFakeWalletConfig();
    const element = mountConnectModal(config);
    // The page's own React island shares the config, as an app with a button of its own would.
    function Opener() {
      const modal = useModal();
      return (
        <button type="button" onClick={() => modal.open()}>
          Host open
        </button>
      );
    }
    const island = document.createElement('div');
    document.body.prepend(island);
    const root = createRoot(island);
    roots.push(root);
    act(() => root.render(<ConnectProvider config={config}><Opener /></ConnectProvider>));

    failing.on = true;
    fireEvent.click(await screen.findByText('Host open'));
    const alert = await screen.findByRole('alert', undefined, WAIT);
    expect(element.contains(alert)).toBe(true);
    expect(heading.isConnected).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Host open')).toBeTruthy();
  });
});
