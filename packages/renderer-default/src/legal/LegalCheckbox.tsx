'use client';
import { Fragment, useId } from 'react';
import type { ReactNode } from 'react';
import { useConnectConfig } from '@connect-modal/headless/react';
import type { MessageId } from '../messages/en.js';
import { useMessages } from '../messages/MessagesContext.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { useLegalConsent } from './legalConsent.js';
import * as styles from './legal.css.js';

// Placeholder values that cannot occur in a translation, so the sentence can be cut where the links go.
const MARK = '\u0000';

/** Whether a config shows the legal checkbox: the feature is on and it has a link to agree to. */
export function isLegalCheckboxOn(options: { features: { legalCheckbox: boolean }; termsConditionsUrl: string | undefined; privacyPolicyUrl: string | undefined }): boolean {
  return options.features.legalCheckbox && (options.termsConditionsUrl !== undefined || options.privacyPolicyUrl !== undefined);
}

/**
 * The legal checkbox of the Connect view, and what it guards: until it is ticked, `children` (the ways to
 * connect) are disabled, and a hint says why. Without the feature, `children` are shown as they are.
 */
export function LegalGate({ children }: { children: ReactNode }) {
  const config = useConnectConfig();
  const t = useMessages();
  const [agreed, setAgreed] = useLegalConsent(config);
  const checkboxId = useId();
  const hintId = useId();
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = config.options;
  if (!isLegalCheckboxOn(config.options)) return <>{children}</>;

  const link = (href: string, text: string, testId: string) => (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {text}
      <span className={visuallyHidden}>{` (${t('onramp.opensNewTab')})`}</span>
    </a>
  );
  const links: Record<string, ReactNode> = {
    terms: terms === undefined ? null : link(terms, t('legal.terms'), 'legal-terms'),
    privacy: privacy === undefined ? null : link(privacy, t('legal.privacy'), 'legal-privacy'),
  };
  const sentence: MessageId = terms !== undefined && privacy !== undefined ? 'legal.agreeBoth' : terms !== undefined ? 'legal.agreeTerms' : 'legal.agreePrivacy';
  const parts = t(sentence, { terms: `${MARK}terms${MARK}`, privacy: `${MARK}privacy${MARK}` }).split(MARK);

  return (
    <>
      <div className={styles.box} data-testid="legal-checkbox">
        <input
          id={checkboxId}
          className={styles.checkbox}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          aria-describedby={agreed ? undefined : hintId}
          data-testid="legal-checkbox-input"
        />
        <label htmlFor={checkboxId}>
          {parts.map((part, index) => (
            // Odd pieces are the names of the links, even ones the words between them.
            <Fragment key={index}>{index % 2 === 1 ? links[part] : part}</Fragment>
          ))}
        </label>
      </div>
      {!agreed && (
        <p id={hintId} className={styles.hint} data-testid="legal-required">
          {t('legal.required')}
        </p>
      )}
      <fieldset className={styles.gate} disabled={!agreed} aria-describedby={agreed ? undefined : hintId} data-testid="legal-gate">
        {children}
      </fieldset>
    </>
  );
}
