import type { AccountTab, ChainNamespace, ConnectConfig, OpenOptions, RouterData, TransactionAction, View } from '../core/index.js';

/** Opens the modal on the view the navigation policy picks (or the one asked for). */
export function openModal(config: ConnectConfig, options: OpenOptions = {}): void {
  config._internal.modal.open(options);
}

/** Closes the modal; false when closing is refused (a pending approval, a required sign-in). */
export function closeModal(config: ConnectConfig, options: { force?: boolean } = {}): boolean {
  return config._internal.modal.close(options);
}

/** Shows a view on top of the current one (ignored when it is the current one). */
export function pushView(config: ConnectConfig, view: View, data?: RouterData): void {
  config._internal.router.push(view, data);
}

/** The view the modal shows, with its arguments and the stack of views (oldest first, ending with the shown one). */
export function getModalView(config: ConnectConfig): { readonly view: View; readonly stack: readonly View[]; readonly data: RouterData | undefined } {
  const { view, history, data } = config._internal.router.get();
  return { view, stack: history, data };
}

/** Goes back a view; with one left, or on UnsupportedChain, closes the modal. */
export function goBack(config: ConnectConfig): void {
  config._internal.router.goBack();
}

/** Shakes the modal for 500 ms (a refused close, a wrong input). */
export function shakeModal(config: ConnectConfig): void {
  config._internal.modal.shake();
}

/** Chooses the Account view's tab of a namespace (the active one by default). */
export function setAccountTab(config: ConnectConfig, tab: AccountTab, namespace?: ChainNamespace): void {
  config._internal.accounts.setTab(namespace ?? config._internal.networks.getActiveNamespace(), tab);
}

/**
 * Starts a wallet request on the modal's transaction stack. With a view, that view is shown (with `data`) until
 * {@link popTransactionStack}: on `ApproveTransaction` the modal refuses to close unless forced, going back cancels
 * the request (`onCancel`), and a forced close cancels it too. With `view: null`, the entry only marks a request
 * under way (a native EVM send), so closing the modal does not end it.
 */
export function pushTransactionStack(config: ConnectConfig, action: TransactionAction): void {
  config._internal.router.pushTransactionStack(action);
}

/**
 * Ends a wallet request, the top one or `action` (the object given to {@link pushTransactionStack}): `'success'`
 * runs its `onSuccess`, otherwise `onCancel`; then its view is left. An action no longer on the stack is ignored.
 */
export function popTransactionStack(config: ConnectConfig, result: 'success' | 'cancel' | 'error', action?: TransactionAction): void {
  config._internal.router.popTransactionStack(result, action);
}

/** The wallet requests under way on the modal's transaction stack, oldest first. */
export function getTransactionStack(config: ConnectConfig): readonly TransactionAction[] {
  return config._internal.router.get().transactionStack;
}
