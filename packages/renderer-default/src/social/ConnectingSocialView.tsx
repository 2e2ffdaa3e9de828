'use client';
import { useEffect, useState } from 'react';
import { SOCIAL_LOGIN_ERRORS, connectSocial, openSocialPopup } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';
import { Button } from '../components/Button.js';
import { Spinner } from '../components/Spinner.js';
import { useMessages } from '../messages/MessagesContext.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { handOffPopup, popupFor } from './popupHandoff.js';
import { SOCIAL_NAMES, isPopupSocial } from './socialProviders.js';
import type { PopupSocial } from './socialProviders.js';
import * as viewStyles from '../views/views.css.js';
import * as styles from './social.css.js';

type Phase =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'redirecting' }
  | { readonly kind: 'failed'; readonly denied: boolean; readonly detail: string | undefined };

function failure(error: unknown): Phase {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === SOCIAL_LOGIN_ERRORS.POPUP_BLOCKED) return { kind: 'blocked' };
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return { kind: 'failed', denied: code === 'SOCIAL_LOGIN_DENIED', detail };
}

/**
 * ConnectingSocial: the login with a social provider in its window. It sends the window the click opened to the
 * provider and waits; once the secure site has the result the embedded wallet connects and the modal moves on as
 * after any connection. A blocked window offers to try again (a new click, a new window) or to continue in this
 * window (redirect mode); a failure says what happened, with the provider's own words when it gave some.
 */
export function ConnectingSocialView({ data }: ViewProps) {
  const t = useMessages();
  const config = useConnectConfig();
  const provider: PopupSocial = isPopupSocial(data?.provider) ? data.provider : 'google';
  const name = SOCIAL_NAMES[provider];
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' });

  useEffect(() => {
    const controller = new AbortController();
    setPhase({ kind: 'waiting' });
    connectSocial(config, { provider, popup: popupFor(provider), signal: controller.signal }).catch((error: unknown) => {
      if (!controller.signal.aborted) setPhase(failure(error));
    });
    // Leaving the view (back, close) stops waiting and closes the window.
    return () => controller.abort();
  }, [config, provider, attempt]);

  const retry = () => {
    // Opened in the click itself, like the first one.
    handOffPopup(provider, openSocialPopup());
    setAttempt((value) => value + 1);
  };
  const redirect = () => {
    setPhase({ kind: 'redirecting' });
    connectSocial(config, { provider, mode: 'redirect' }).catch((error: unknown) => setPhase(failure(error)));
  };

  return (
    <div className={viewStyles.view} data-testid="connecting-social" data-provider={provider} data-phase={phase.kind}>
      <div className={viewStyles.centered}>
        <h2 className={viewStyles.heading}>
          {phase.kind === 'redirecting'
            ? t('social.redirecting', { provider: name })
            : phase.kind === 'waiting'
              ? t('social.waiting', { provider: name })
              : t('social.continueWith', { provider: name })}
        </h2>
        {phase.kind === 'waiting' && <p className={viewStyles.body}>{t('social.waitingBody')}</p>}
      </div>
      <p className={styles.message}>
        {phase.kind === 'waiting' || phase.kind === 'redirecting' ? (
          <span className={styles.statusText} role="status">
            <Spinner />
          </span>
        ) : phase.kind === 'blocked' ? (
          <span className={styles.errorText} role="alert" data-testid="social-blocked">
            {t('social.blocked', { provider: name })} {t('social.blockedHint', { provider: name })}
          </span>
        ) : (
          <span className={styles.errorText} role="alert" data-testid="social-error">
            {phase.denied ? t('social.denied', { provider: name }) : t('social.failed', { provider: name })}
            {phase.detail !== undefined && !phase.denied ? ` ${phase.detail}` : ''}
          </span>
        )}
      </p>
      {(phase.kind === 'blocked' || phase.kind === 'failed') && (
        <div className={viewStyles.actions}>
          <Button variant="secondary" onClick={redirect} data-testid="social-redirect">
            {t('social.redirect')}
          </Button>
          <Button onClick={retry} data-testid="social-retry">
            {t('social.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
