// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVE_GUARD_MS, renderApprovalCard } from './card.js';
import type { ApprovalDescription } from './description.js';
import { describeRequest } from './describeRequest.js';
import { FRAME_CSS, applyFrameStyles, setThemeMode } from './styles.js';

const transaction: ApprovalDescription = describeRequest({
  chainId: 'eip155:1',
  method: 'eth_sendTransaction',
  params: [{ from: '0x70997970C51812dc3A010C7d01b50e726dc79C8e', to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x16345785d8a0000', data: '0x' }],
});

function show(description: ApprovalDescription = transaction) {
  let clock = 1_000;
  const onApprove = vi.fn();
  const onReject = vi.fn();
  const card = renderApprovalCard(document, description, { origin: 'https://app.example', onApprove, onReject, now: () => clock });
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('no dialog');
  const button = (name: string) => {
    const found = [...dialog.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
    if (!found) throw new Error(`no ${name} button`);
    return found;
  };
  return { card, dialog, onApprove, onReject, button, advance: (ms: number) => (clock += ms) };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('renderApprovalCard', () => {
  it('is a labelled dialog naming the request, the asking origin, the network and each field', () => {
    const { dialog } = show();
    const heading = dialog.querySelector('h1');
    expect(heading?.textContent).toBe('Send transaction');
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Requested by https://app.example');
    const rows = [...dialog.querySelectorAll('.approval-field')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['Network', 'Ethereum (eip155:1)'],
      ['From', '0x70997970C51812dc3A010C7d01b50e726dc79C8e'],
      ['To', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
      ['Value', '0.1 ETH'],
      ['Data', '0 bytes'],
    ]);
    expect([...dialog.querySelectorAll('.approval-mono')].map((value) => value.textContent)).toEqual([
      '0x70997970C51812dc3A010C7d01b50e726dc79C8e',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ]);
  });

  it('puts long values in a focusable scrollable box and never parses text as HTML', () => {
    const description = describeRequest({ chainId: 'eip155:1', method: 'personal_sign', params: ['<img src=x onerror=alert(1)>', '0x70997970C51812dc3A010C7d01b50e726dc79C8e'] });
    const { dialog } = show(description);
    const pre = dialog.querySelector('pre');
    expect(pre?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(pre?.tabIndex).toBe(0);
    expect(pre?.getAttribute('aria-label')).toBe('Message');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('focuses Reject first, and Reject answers once', () => {
    const { onReject, onApprove, button } = show();
    expect(document.activeElement).toBe(button('Reject'));
    button('Reject').click();
    button('Reject').click();
    button('Approve').click();
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onApprove).not.toHaveBeenCalled();
    expect(button('Approve').disabled).toBe(true);
  });

  it(`ignores Approve in its first ${APPROVE_GUARD_MS} ms and sends a double click once`, () => {
    const { onApprove, button, advance } = show();
    button('Approve').click();
    advance(APPROVE_GUARD_MS - 1);
    button('Approve').click();
    expect(onApprove).not.toHaveBeenCalled();
    advance(1);
    button('Approve').click();
    button('Approve').click();
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('rejects on Escape', () => {
    const { dialog, onReject } = show();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  it('shows a busy state and removes itself', () => {
    const { card, dialog } = show();
    card.setBusy();
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Approved. Waiting for the secure site…');
    card.remove();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('frame styles', () => {
  it('are adopted as a constructed stylesheet with light and dark themes', () => {
    applyFrameStyles(document);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.querySelector('style')).toBeNull();
    expect(FRAME_CSS).toContain(":root[data-theme='dark']");
    expect(FRAME_CSS).toContain('prefers-color-scheme: dark');
    setThemeMode(document, 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemeMode(document, 'light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
