import type { Clock, ConnectorSourceModal, TransactionAction } from '../core/index.js';
import { ErrorMessages } from '../core/index.js';
import type { SecureFrameBridge } from './createSecureFrameBridge.js';
import type { FrameRect } from './secureFrameElement.js';
import { SecureFrameError } from './SecureFrameError.js';

/** The refused method's toast shows this long after the modal opens (SPEC section 8). */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300;

/** EIP-1193 code and text of a request the visitor rejected. */
export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const;

/** EIP-1193 code of a method the wallet does not allow. */
export const METHOD_NOT_ALLOWED_CODE = 4200;

/** What the approval flow works with. */
export interface ApprovalFlowDeps {
  readonly bridge: SecureFrameBridge;
  readonly modal: () => ConnectorSourceModal | undefined;
  readonly clock: () => Clock;
  readonly reportError: (error: unknown) => void;
}

/** The page's side of approvals that happen inside the frame. */
export interface ApprovalFlow {
  /**
   * Runs a request the visitor approves in the frame: opens the modal with an ApproveTransaction entry on the
   * transaction stack and shows the frame over the renderer's rect until it settles. Cancelling the entry (a
   * forced close, going back) sends REJECT_PENDING and rejects with 4001.
   */
  approve<T>(method: string, run: () => Promise<T>): Promise<T>;
  /** Refuses a method outside the allow-list: opens the modal, shows 'Action not allowed' after 300 ms, rejects. */
  notAllowed(): Promise<never>;
  /** Where the renderer placed the approval area (undefined when it is gone). */
  setRect(rect: FrameRect | undefined): void;
}

/** Creates the approval flow over the bridge and the config's modal. */
export function createApprovalFlow(deps: ApprovalFlowDeps): ApprovalFlow {
  let rect: FrameRect | undefined;
  let approving = 0;
  const place = () => deps.bridge.setRect(approving > 0 ? rect : undefined);

  return {
    async approve(method, run) {
      const modal = deps.modal();
      const openedHere = modal !== undefined && !modal.isOpen();
      let settled = false;
      let cancel: (error: Error) => void = () => undefined;
      const cancelled = new Promise<never>((_, reject) => {
        cancel = reject;
      });
      const entry: TransactionAction = {
        view: 'ApproveTransaction',
        data: { kind: 'embeddedWallet', method },
        // Once settled, the modal returns to the view under the approval.
        goBack: true,
        onCancel: () => {
          if (settled) return;
          settled = true;
          cancel(new SecureFrameError(USER_REJECTED.code, USER_REJECTED.message));
          deps.bridge.request('REJECT_PENDING', {}).catch(deps.reportError);
        },
      };
      if (openedHere) modal.open();
      modal?.pushTransactionStack(entry);
      approving += 1;
      place();
      try {
        const result = await Promise.race([run(), cancelled]);
        if (!settled) {
          settled = true;
          modal?.popTransactionStack('success', entry);
        }
        return result;
      } catch (error) {
        if (!settled) {
          settled = true;
          modal?.popTransactionStack('error', entry);
        }
        throw error;
      } finally {
        approving -= 1;
        place();
        // A modal opened only for this approval closes with it.
        if (openedHere && approving === 0 && modal.isOpen()) modal.close();
      }
    },
    notAllowed() {
      const modal = deps.modal();
      if (modal && !modal.isOpen()) modal.open();
      return new Promise<never>((_, reject) => {
        deps.clock().setTimeout(() => {
          modal?.showError(ErrorMessages.ACTION_NOT_ALLOWED);
          reject(new SecureFrameError(METHOD_NOT_ALLOWED_CODE, ErrorMessages.RPC_CALL_NOT_ALLOWED));
        }, ACTION_NOT_ALLOWED_DELAY_MS);
      });
    },
    setRect(next) {
      rect = next;
      place();
    },
  };
}
