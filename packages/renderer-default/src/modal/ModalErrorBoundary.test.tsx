// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectConfig } from '@connect-modal/headless';
import { createFakeWalletConfig } from '../testing/createFakeWalletConfig.js';
import { ConnectProvider, useModal } from '@connect-modal/headless/react';
import type * as ConnectViewExports from '../views/ConnectView.js';
import type { ViewProps } from './viewRegistry.js';
import { ConnectModal } from './ConnectModal.js';

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


/** The host's controls, through the public hook, as an app would have them. */
function HostControls() {
  const modal = useModal();
  return (
    <>
      <button type="button" onClick={() => modal.open()}>
        Host open
      </button>
      <button type="button" onClick={() => modal.close({ force: true })}>
        Host close
      </button>
    </>
  );
}

function renderHost(config: ConnectConfig) {
  const errors: Array<{ error: unknown; source: string }> = [];
  config.events.on('error', (payload) => errors.push(payload));
  render(
    <ConnectProvider config={config}>
      <main>
        <h1>Host page</h1>
        <HostControls />
      </main>
      <ConnectModal />
    </ConnectProvider>,
  );
  return { errors, isOpen: () => screen.queryByRole('dialog') !== null };
}

beforeEach(() => {
  failing.on = false;
  // React reports every error a boundary catches on the console; the test reads them from the events instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ModalErrorBoundary around ConnectModal', () => {
  it('shows an alert in the dialog’s place, keeps the host page, reports the error, closes and recovers', async () => {
    const config = createFakeWalletConfig();
    const { errors, isOpen } = renderHost(config);
    failing.on = true;
    fireEvent.click(screen.getByText('Host open'));

    const alert = await screen.findByRole('alert', undefined, WAIT);
    expect(alert.textContent).toContain('Something went wrong.');
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeTruthy();
    expect(isOpen()).toBe(false);
    expect(errors).toEqual([{ error: expect.objectContaining({ message: 'the view failed to render' }), source: 'render' }]);
    const dismiss = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(dismiss), WAIT);

    failing.on = false;
    fireEvent.click(dismiss);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByText('Host open'));
    expect(await screen.findByTestId('connect-view', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with Escape, and a failure left showing is replaced by the modal on the next opening', async () => {
    const config = createFakeWalletConfig();
    const { errors } = renderHost(config);
    failing.on = true;
    fireEvent.click(screen.getByText('Host open'));
    fireEvent.keyDown(await screen.findByRole('alert', undefined, WAIT), { key: 'Escape' });
    expect(screen.queryByRole('alert')).toBeNull();

    // Fails again, then the host closes the modal itself; nothing is left on screen.
    fireEvent.click(screen.getByText('Host open'));
    await screen.findByRole('alert', undefined, WAIT);
    fireEvent.click(screen.getByText('Host close'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors).toHaveLength(2);

    failing.on = false;
    fireEvent.click(screen.getByText('Host open'));
    expect(await screen.findByTestId('connect-view', undefined, WAIT)).toBeTruthy();
  });

  it('in embedded mode shows the alert inline and tries the modal again', async () => {
    const config = createFakeWalletConfig({ embedded: true });
    failing.on = true;
    const { errors } = renderHost(config);
    const alert = await screen.findByRole('alert', undefined, WAIT);
    expect(alert.closest('section')?.getAttribute('data-connect-modal')).toBe('');
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeTruthy();
    expect(errors[0]?.source).toBe('render');

    failing.on = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByTestId('connect-view', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
