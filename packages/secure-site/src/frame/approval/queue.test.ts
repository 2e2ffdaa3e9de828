// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FrameRequestError } from '../errors.js';
import { renderApprovalCard } from './card.js';
import type { ApprovalDescription } from './description.js';
import { ApprovalQueue } from './queue.js';

const card = (title: string): ApprovalDescription => ({ title, method: 'personal_sign', network: 'eip155:1', fields: [] });

function setup() {
  let clock = 0;
  const queue = new ApprovalQueue((description, callbacks) =>
    renderApprovalCard(document, description, { origin: 'https://app.example', ...callbacks, now: () => clock }),
  );
  const shown = () => [...document.querySelectorAll('[role="dialog"] h1')].map((heading) => heading.textContent);
  const press = (name: 'Approve' | 'Reject') => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
    if (!button) throw new Error(`no ${name} button`);
    clock += 1_000;
    button.click();
  };
  return { queue, shown, press };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
});

describe('ApprovalQueue', () => {
  it('runs the action only on Approve and resolves with its result', async () => {
    const { queue, shown, press } = setup();
    let calls = 0;
    const result = queue.request(card('Sign message'), async () => {
      calls += 1;
      return { result: '0xsig' };
    });
    expect(shown()).toEqual(['Sign message']);
    expect(calls).toBe(0);
    press('Approve');
    await expect(result).resolves.toEqual({ result: '0xsig' });
    expect(calls).toBe(1);
    expect(shown()).toEqual([]);
  });

  it('rejects with 4001 on Reject without running the action', async () => {
    const { queue, press } = setup();
    let calls = 0;
    const result = queue.request(card('Sign message'), async () => (calls += 1));
    press('Reject');
    await expect(result).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    await expect(result).rejects.toBeInstanceOf(FrameRequestError);
    expect(calls).toBe(0);
  });

  it('shows one card at a time, in order', async () => {
    const { queue, shown, press } = setup();
    const first = queue.request(card('First'), async () => 1);
    const second = queue.request(card('Second'), async () => 2);
    const third = queue.request(card('Third'), async () => 3);
    expect(shown()).toEqual(['First']);
    expect(queue.size).toBe(3);
    press('Approve');
    await expect(first).resolves.toBe(1);
    expect(shown()).toEqual(['Second']);
    press('Reject');
    await expect(second).rejects.toMatchObject({ code: 4001 });
    expect(shown()).toEqual(['Third']);
    press('Approve');
    await expect(third).resolves.toBe(3);
    expect(queue.size).toBe(0);
  });

  it('keeps the card busy until the approved action settles, and passes its failure on', async () => {
    const { queue, shown, press } = setup();
    let fail: (error: Error) => void = () => {};
    const result = queue.request(card('Send transaction'), () => new Promise((_, reject) => (fail = reject)));
    const next = queue.request(card('Next'), async () => 'next');
    press('Approve');
    await settled();
    expect(shown()).toEqual(['Send transaction']);
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-busy')).toBe('true');
    expect(queue.rejectPending()).toBe(false); // already approved: it is being sent
    fail(new FrameRequestError('insufficient funds', -32000));
    await expect(result).rejects.toMatchObject({ code: -32000, message: 'insufficient funds' });
    expect(shown()).toEqual(['Next']);
    press('Approve');
    await expect(next).resolves.toBe('next');
  });

  it('rejectPending rejects the shown request with 4001 and shows the next', async () => {
    const { queue, shown } = setup();
    let calls = 0;
    const first = queue.request(card('First'), async () => (calls += 1));
    const second = queue.request(card('Second'), async () => (calls += 1));
    expect(queue.rejectPending()).toBe(true);
    await expect(first).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(shown()).toEqual(['Second']);
    expect(queue.rejectPending()).toBe(true);
    await expect(second).rejects.toMatchObject({ code: 4001 });
    expect(queue.rejectPending()).toBe(false);
    expect(calls).toBe(0);
    expect(shown()).toEqual([]);
  });
});
