import type { ApprovalDescription } from './description.js';
import type { ShownCard } from './queue.js';

/** Clicks on Approve within this many milliseconds of the card appearing are ignored (a stray double click). */
export const APPROVE_GUARD_MS = 500;

/** Options of {@link renderApprovalCard}. */
export interface ApprovalCardOptions {
  /** The origin of the page asking (the frame's verified parent origin). */
  readonly origin: string;
  readonly onApprove: () => void;
  readonly onReject: () => void;
  /** Clock in milliseconds (default `performance.now`). */
  readonly now?: () => number;
}

let cardCount = 0;

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Renders the approval card into `doc.body`: a labelled dialog with the request's heading, the asking origin, the
 * network and each field (long values in a focusable scrollable box), then 'Reject' (focused first) and 'Approve'.
 * Text is set with `textContent` only. Escape rejects. Approve ignores clicks in its first 500 ms and fires once.
 */
export function renderApprovalCard(doc: Document, description: ApprovalDescription, options: ApprovalCardOptions): ShownCard {
  const now = options.now ?? (() => performance.now());
  const shownAt = now();
  const id = `approval-${(cardCount += 1)}`;
  const card = element(doc, 'section', 'approval-card');
  card.setAttribute('role', 'dialog');
  card.setAttribute('aria-modal', 'true');
  card.setAttribute('aria-labelledby', `${id}-title`);
  card.setAttribute('aria-describedby', `${id}-origin`);
  card.dataset.method = description.method;

  const heading = element(doc, 'h1', 'approval-title', description.title);
  heading.id = `${id}-title`;
  const origin = element(doc, 'p', 'approval-origin', `Requested by ${options.origin}`);
  origin.id = `${id}-origin`;

  const details = element(doc, 'dl', 'approval-fields');
  for (const field of [{ label: 'Network', value: description.network }, ...description.fields]) {
    const row = element(doc, 'div', 'approval-field');
    row.append(element(doc, 'dt', 'approval-label', field.label));
    const value = element(doc, 'dd', 'approval-value');
    if (field.block) {
      const pre = element(doc, 'pre', 'approval-block', field.value);
      pre.tabIndex = 0;
      pre.setAttribute('aria-label', field.label);
      value.append(pre);
    } else {
      value.textContent = field.value;
      // Addresses and hashes in monospace, so each fits on one line and look-alike characters stay apart.
      if (/^(?:0x[0-9a-fA-F]{8,}|[1-9A-HJ-NP-Za-km-z]{32,44})$/.test(field.value)) value.classList.add('approval-mono');
    }
    row.append(value);
    details.append(row);
  }

  const status = element(doc, 'p', 'approval-status');
  status.setAttribute('role', 'status');
  const actions = element(doc, 'div', 'approval-actions');
  const reject = element(doc, 'button', 'approval-button approval-reject', 'Reject');
  const approve = element(doc, 'button', 'approval-button approval-approve', 'Approve');
  reject.type = 'button';
  approve.type = 'button';
  actions.append(reject, approve);
  card.append(heading, origin, details, status, actions);

  let settled = false;
  const settle = (action: () => void) => {
    if (settled) return;
    settled = true;
    reject.disabled = true;
    approve.disabled = true;
    action();
  };
  approve.addEventListener('click', () => {
    if (now() - shownAt < APPROVE_GUARD_MS) return;
    settle(options.onApprove);
  });
  reject.addEventListener('click', () => settle(options.onReject));
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      settle(options.onReject);
    }
  });

  doc.body.append(card);
  reject.focus();
  return {
    setBusy: () => {
      card.setAttribute('aria-busy', 'true');
      status.textContent = 'Approved. Waiting for the secure site…';
    },
    remove: () => card.remove(),
  };
}
