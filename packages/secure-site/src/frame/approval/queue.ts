import { userRejected } from '../errors.js';
import type { ApprovalDescription } from './description.js';

/** What the queue needs of a shown card. */
export interface ShownCard {
  /** The visitor approved: the card shows that the request is being sent and disables its buttons. */
  setBusy(): void;
  remove(): void;
}

/** Shows a card; the card calls `onApprove` or `onReject` once. */
export type ShowCard = (description: ApprovalDescription, callbacks: { onApprove(): void; onReject(): void }) => ShownCard;

interface Entry {
  readonly description: ApprovalDescription;
  readonly run: () => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Requests waiting for the visitor's approval, shown one card at a time in arrival order. A request runs its
 * action only once approved; a rejected one (card or `rejectPending`) fails with 4001 'User rejected the request.'.
 */
export class ApprovalQueue {
  readonly #show: ShowCard;
  readonly #waiting: Entry[] = [];
  #current: { entry: Entry; card: ShownCard; approved: boolean } | undefined;

  constructor(show: ShowCard) {
    this.#show = show;
  }

  /** Requests not settled yet, the shown one included. */
  get size(): number {
    return this.#waiting.length + (this.#current ? 1 : 0);
  }

  /** Queues a request; resolves with `run()`'s result once approved, or rejects with 4001 when rejected. */
  request<T>(description: ApprovalDescription, run: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({ description, run, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#current) this.#next();
    });
  }

  /** Rejects the request whose card is shown and not approved yet (the modal was closed); false when none. */
  rejectPending(): boolean {
    const current = this.#current;
    if (!current || current.approved) return false;
    this.#settle(() => current.entry.reject(userRejected()));
    return true;
  }

  #next(): void {
    const entry = this.#waiting.shift();
    if (!entry) return;
    let done = false;
    const card = this.#show(entry.description, {
      onApprove: () => {
        if (done || this.#current?.entry !== entry) return;
        done = true;
        this.#current.approved = true;
        card.setBusy();
        entry.run().then(
          (value) => this.#settle(() => entry.resolve(value)),
          (error: unknown) => this.#settle(() => entry.reject(error)),
        );
      },
      onReject: () => {
        if (done || this.#current?.entry !== entry) return;
        done = true;
        this.#settle(() => entry.reject(userRejected()));
      },
    });
    this.#current = { entry, card, approved: false };
  }

  #settle(finish: () => void): void {
    const current = this.#current;
    this.#current = undefined;
    current?.card.remove();
    finish();
    this.#next();
  }
}
