'use client';
import { useCallback } from 'react';
import { formatAmount as formatUnitsExact, goBack, parseAmount } from '@connect-modal/headless';
import type { SendReturnType } from '@connect-modal/headless';
import { useConnectConfig, useNetwork, useToast } from '@connect-modal/headless/react';
import { CopyIcon, SuccessIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { NetworkImage } from '../components/NetworkImage.js';
import { Spinner } from '../components/Spinner.js';
import { TokenImage } from '../components/TokenImage.js';
import { useFormat } from '../format/useFormat.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { transactionExplorerUrl } from '../send/explorerUrl.js';
import { useSendDraft } from '../send/sendDraft.js';
import { sendErrorMessage } from '../send/sendErrorMessage.js';
import { resetSendRun, useSendSubmit } from '../send/useSendSubmit.js';
import { useReceiver } from '../send/useReceiver.js';
import * as styles from '../send/send.css.js';
import * as viewStyles from './views.css.js';

/** The amount exactly as it will be sent: the typed digits read in the token's decimals, trailing zeros dropped. */
function exactAmount(amount: string, decimals: number): string {
  try {
    return formatUnitsExact(parseAmount(amount, decimals), decimals);
  } catch {
    return amount.trim();
  }
}

/**
 * SendPreview: the token, the exact amount, the receiver (and its name) and the network, and Send. The button is
 * disabled while the wallet is asked, and identical submits join the one under way, so a burst of clicks sends once.
 * A decline or a failure is shown here and the form is kept; once sent, the hash (a signature on Solana), then back
 * to Account. EVM sends go through `useSend`, Solana ones through `sendSolana`, loaded only for them.
 */
export function SendPreviewView(_props: ViewProps) {
  const t = useMessages();
  const errorText = useErrorText();
  const format = useFormat();
  const { network } = useNetwork();
  const [draft] = useSendDraft();
  const receiver = useReceiver(draft.to);
  const { submit, isPending, error, data } = useSendSubmit();

  if (data) return <SentState sent={data} />;
  const token = draft.token;
  if (!token || !network) return null;
  const amount = exactAmount(draft.amount, token.decimals);

  return (
    <div className={viewStyles.view} data-testid="send-preview-view" aria-busy={isPending || undefined}>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('send.review.amount')}</dt>
          <dd className={styles.summaryValue} data-testid="send-preview-amount">
            <TokenImage src={token.iconUrl} symbol={token.symbol} small />
            {`${format.exact(amount)} ${token.symbol}`}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('send.review.to')}</dt>
          <dd className={styles.summaryValue} data-testid="send-preview-to">
            <span>
              {receiver.name && <span data-testid="send-preview-name">{receiver.name}</span>}
              {receiver.address && <span className={styles.address}>{receiver.address}</span>}
            </span>
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.label}>{t('send.review.network')}</dt>
          <dd className={styles.summaryValue} data-testid="send-preview-network">
            <NetworkImage network={network} small />
            {network.name}
          </dd>
        </div>
      </dl>
      {error && !isPending && (
        <p className={styles.alert} role="alert" data-testid="send-error">
          {sendErrorMessage(error, errorText)}
        </p>
      )}
      {isPending && <p className={viewStyles.hint}>{t('send.walletHint')}</p>}
      <Button
        variant="primary"
        fullWidth
        data-testid="send-submit"
        disabled={isPending}
        onClick={() => submit({ token, amount: draft.amount, to: draft.to, network })}
      >
        {isPending && <Spinner />}
        {isPending ? t('send.sending') : t('send.submit')}
      </Button>
    </div>
  );
}

/**
 * What was sent, its hash (a Solana send's signature) to copy and to open in the network's explorer, and the way
 * back to Account.
 */
function SentState({ sent }: { sent: SendReturnType }) {
  const t = useMessages();
  const format = useFormat();
  const config = useConnectConfig();
  const { networks } = useNetwork();
  const { showSuccess, showError } = useToast();
  const network = networks.find((item) => item.caipNetworkId === sent.caipNetworkId);
  const explorer = transactionExplorerUrl(network, sent.hash);
  const signature = network?.chainNamespace === 'solana';
  const copied = signature ? t('send.signatureCopied') : t('send.hashCopied');
  const copyFailed = signature ? t('send.copySignatureFailed') : t('send.copyFailed');
  const copy = useCallback(() => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) return showError(copyFailed);
    clipboard.writeText(sent.hash).then(
      () => showSuccess(copied),
      () => showError(copyFailed),
    );
  }, [sent.hash, showError, showSuccess, copied, copyFailed]);
  const done = () => {
    resetSendRun(config);
    // SendPreview, then Send: back to the Account view they were opened from.
    goBack(config);
    goBack(config);
  };
  return (
    <div className={viewStyles.view} data-testid="send-sent-view">
      <div className={viewStyles.centered}>
        <span className={viewStyles.iconTile}>
          <SuccessIcon size={20} />
        </span>
        <h2 className={viewStyles.heading}>{t('send.sent')}</h2>
        <p className={viewStyles.body} data-testid="send-sent-amount">
          {t('send.sentBody', { amount: format.exact(formatUnitsExact(sent.value, sent.token.decimals)), symbol: sent.token.symbol })}
        </p>
      </div>
      <div className={styles.summary}>
        <div className={styles.summaryRow}>
          <span className={styles.label}>{signature ? t('send.signature') : t('send.hash')}</span>
          <p className={styles.address} data-testid="send-hash">
            {sent.hash}
          </p>
        </div>
        <Button variant="secondary" fullWidth onClick={copy} data-testid="send-copy-hash">
          <CopyIcon size={16} />
          {signature ? t('send.copySignature') : t('send.copyHash')}
        </Button>
        {explorer && (
          <a className={styles.link} href={explorer.url} target="_blank" rel="noreferrer noopener" data-testid="send-explorer">
            {t('send.explorer', { explorer: explorer.name })}
          </a>
        )}
      </div>
      <Button variant="primary" fullWidth onClick={done} data-testid="send-done">
        {t('send.done')}
      </Button>
    </div>
  );
}
