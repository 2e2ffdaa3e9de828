'use client';
import { openSocialPopup } from '@connect-modal/headless';
import type { SocialOption } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import { handOffPopup } from './popupHandoff.js';
import { SOCIAL_NAMES } from './socialProviders.js';
import * as styles from './social.css.js';

/**
 * The socials of the Connect view, in the config's order (`features.socials`). A provider's button opens the
 * sign-in window at once, in the click itself (a window opened after an await is blocked), then shows
 * ConnectingSocial, which sends the window to the provider. Farcaster opens its QR-code view instead.
 */
export function SocialConnect() {
  const t = useMessages();
  const config = useConnectConfig();
  const { navigate } = useModalServices();
  const socials: readonly SocialOption[] = config.options.features.socials || [];

  const choose = (provider: SocialOption) => {
    if (provider === 'farcaster') {
      navigate('ConnectingFarcaster');
      return;
    }
    handOffPopup(provider, openSocialPopup());
    navigate('ConnectingSocial', { provider });
  };

  return (
    <ul className={styles.grid} aria-label={t('social.listLabel')} data-testid="social-list">
      {socials.map((provider) => (
        <li key={provider}>
          <button type="button" className={styles.button} data-testid={`social-${provider}`} onClick={() => choose(provider)}>
            <span className={styles.mark} aria-hidden="true">
              {SOCIAL_NAMES[provider].charAt(0)}
            </span>
            {/* The button's name is the whole phrase ('Continue with GitHub'); the name alone is what shows. */}
            <span className={styles.visuallyHidden}>{t('social.continueWith', { provider: SOCIAL_NAMES[provider] })}</span>
            <span aria-hidden="true">{SOCIAL_NAMES[provider]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
