// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAuthConnector } from '../testing/createTestAuthConnector.js';
import { TestTexts } from '../testing/TestTexts.js';
import { EmailField } from './EmailField.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function setup(onSubmit: (email: string) => Promise<unknown>, onFocus = vi.fn()) {
  render(
    <TestTexts>
      <EmailField label="Email" submitLabel="Continue with email" onSubmit={onSubmit} onFocus={onFocus} />
    </TestTexts>,
  );
  const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Continue with email' });
  const send = (email: string) => {
    fireEvent.change(input, { target: { value: email } });
    fireEvent.click(submit);
  };
  return { input, submit, send, onFocus };
}

describe('EmailField', () => {
  it('is an email input with a label and a named submit, which waits for text', () => {
    const { input, submit, onFocus } = setup(vi.fn());
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.focus(input);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('refuses an invalid address inline, without sending it, and clears the refusal on typing', () => {
    const onSubmit = vi.fn(async () => {});
    const { input, send } = setup(onSubmit);
    for (const bad of ['visitor', 'visitor@', '@example.com', 'visitor@example', 'a b@example.com', 'visitor@@example.com']) {
      send(bad);
      expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'visitor@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('waits while the address is sent (busy submit, read-only field), then sends the trimmed address', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { input, submit, send } = setup(onSubmit);
    send('  visitor@example.com ');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('visitor@example.com');
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(input.readOnly).toBe(true);
    // A second submit while the first is under way sends nothing.
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(submit.hasAttribute('aria-busy')).toBe(false);
    expect(input.readOnly).toBe(false);
  });

  it("shows the 30 s cooldown as 'Please try again after N seconds', counting down, and lets the address go again once it ends", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { connector, calls } = createTestAuthConnector();
    const { send } = setup((email) => connector.connectEmail({ email }));
    send('visitor@example.com');
    await act(async () => {});
    expect(calls).toEqual(['connectEmail:visitor@example.com']);
    await act(async () => vi.advanceTimersByTime(12_300));
    send('visitor@example.com');
    await act(async () => {});
    const error = screen.getByTestId('email-error');
    expect(error.textContent).toBe('Please try again after 18 seconds');
    // Announced once, as first said; the countdown itself is not a live region.
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 18 seconds');
    expect(error.hasAttribute('role')).toBe(false);
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('email-error').textContent).toBe('Please try again after 13 seconds');
    await act(async () => vi.advanceTimersByTime(13_000));
    expect(screen.queryByTestId('email-error')).toBeNull();
    send('visitor@example.com');
    await act(async () => {});
    expect(calls).toHaveLength(3);
    expect(screen.queryByTestId('email-error')).toBeNull();
  });

  it("shows another refusal in the modal's words: the secure site's by code, any other as it says", async () => {
    const tooMany = Object.assign(new Error('Too many requests; try again later'), { code: 'RATE_LIMITED' });
    const onSubmit = vi.fn().mockRejectedValueOnce(tooMany).mockRejectedValueOnce(new Error('Unable to load email login dependency'));
    const { send } = setup(onSubmit);
    send('visitor@example.com');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests; try again later'));
    send('visitor@example.com');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unable to load email login dependency'));
  });
});
