'use client';
import { useEffect, useRef, useState } from 'react';
import { useConnectFarcaster, useGetFarcasterUri } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import * as buttonStyles from '../components/Button.css.js';
import { CopyLinkField } from '../components/CopyLinkField.js';
import { QrCode } from '../components/QrCode.js';
import { Spinner } from '../components/Spinner.js';
import { ExternalIcon } from '../icons/WalletConnectIcon.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import * as viewStyles from '../views/views.css.js';
import * as styles from './ConnectingFarcasterView.css.js';
import { FarcasterIcon } from './FarcasterIcon.js';
import { farcasterErrorKey, isFarcasterAbort } from './farcasterErrors.js';

/** Drawn faded behind the message of a failed request, whose own URL is gone; only a backdrop. */
const FAILED_URL_PLACEHOLDER = 'https://farcaster.example/~/siwf?channelToken=0000000000000000';

/**
 * ConnectingFarcaster: Sign In With Farcaster. The secure site opens a request at the Farcaster relay; its URL is
 * shown as a QR code to scan with a phone (or opened, or copied, for a device with Farcaster), and the view waits
 * while the visitor approves it in Farcaster, asking once a second. Once the secure site verified the signed
 * message the embedded wallet connects and the navigation policy leaves this screen; an expired or refused
 * request says so and offers to start again.
 */
export function ConnectingFarcasterView() {
  const t = useMessages();
  const errorText = useErrorText();
  const { getFarcasterUriAsync } = useGetFarcasterUri();
  const { connectFarcasterAsync } = useConnectFarcaster();
  const [url, setUrl] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const actions = useRef({ getFarcasterUriAsync, connectFarcasterAsync, errorText, t });
  actions.current = { getFarcasterUriAsync, connectFarcasterAsync, errorText, t };

  useEffect(() => {
    const controller = new AbortController();
    setUrl(undefined);
    setError(undefined);
    const run = async () => {
      const current = actions.current;
      const answer = await current.getFarcasterUriAsync();
      if (controller.signal.aborted) return;
      setUrl(answer.url);
      await current.connectFarcasterAsync({ signal: controller.signal });
    };
    run().catch((failure: unknown) => {
      if (controller.signal.aborted || isFarcasterAbort(failure)) return;
      const key = farcasterErrorKey(failure);
      setError(key ? actions.current.t(key) : actions.current.errorText(failure));
    });
    return () => controller.abort();
  }, [attempt]);

  const failed = error !== undefined;
  return (
    <div className={viewStyles.view} data-testid="farcaster-view" data-state={failed ? 'failed' : url ? 'waiting' : 'preparing'}>
      <QrCode
        value={url ?? (failed ? FAILED_URL_PLACEHOLDER : undefined)}
        label={t('farcaster.qrLabel')}
        loadingLabel={t('farcaster.preparing')}
        logo={<FarcasterIcon size={48} radius={12} />}
        data-testid="farcaster-qr"
        {...(failed ? { overlay: <span className={visuallyHidden}>{error}</span> } : {})}
      />
      <div className={styles.status}>
        <h3 className={viewStyles.heading}>{t('farcaster.heading')}</h3>
        <p className={viewStyles.body}>{t('farcaster.scanHint')}</p>
        {failed ? (
          <p className={styles.error} role="alert" data-testid="farcaster-error">
            {error}
          </p>
        ) : (
          <p className={styles.waiting} role="status">
            {url ? (
              <>
                <Spinner /> {t('farcaster.waiting')}
              </>
            ) : (
              t('farcaster.preparing')
            )}
          </p>
        )}
      </div>
      {failed ? (
        <Button variant="primary" fullWidth onClick={() => setAttempt((count) => count + 1)} data-testid="farcaster-retry">
          {t('connecting.retry')}
        </Button>
      ) : (
        url && (
          <a
            className={`${buttonStyles.button.secondary} ${styles.openLink}`}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="farcaster-open"
          >
            {t('farcaster.open')}
            <ExternalIcon size={14} />
            <span className={visuallyHidden}> ({t('walletConnect.opensNewTab')})</span>
          </a>
        )
      )}
      {!failed && (
        <CopyLinkField
          value={url}
          label={t('walletConnect.link')}
          copyLabel={t('walletConnect.copyLink')}
          copiedMessage={t('walletConnect.linkCopied')}
          failedMessage={t('walletConnect.copyFailed')}
          data-testid="farcaster-url"
        />
      )}
    </div>
  );
}
