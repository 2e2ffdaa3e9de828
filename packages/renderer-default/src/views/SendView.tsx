'use client';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SendValidationError, formatAmount as formatUnitsExact, validateSend } from '@connect-modal/headless';
import type { SendProblem } from '@connect-modal/headless';
import { useAccount, useConnectConfig, useNetwork, useTokenBalances } from '@connect-modal/headless/react';
import { ChevronRightIcon } from '../icons/icons.js';
import { Button } from '../components/Button.js';
import { ListRow } from '../components/ListRow.js';
import { TokenImage } from '../components/TokenImage.js';
import { useFormat } from '../format/useFormat.js';
import type { ErrorKey } from '../messages/errorKey.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { sendErrorMessage } from '../send/sendErrorMessage.js';
import { maxSendableFor } from '../send/sendMax.js';
import { useSendDraft } from '../send/sendDraft.js';
import { resetSendRun } from '../send/useSendSubmit.js';
import { sameToken, sendTokenOptions } from '../send/sendTokens.js';
import { useReceiver } from '../send/useReceiver.js';
import * as styles from '../send/send.css.js';
import * as viewStyles from './views.css.js';

/** A field's problem: an error (worded in the modal's language when shown) or one of the modal's own texts. */
type FieldError = { readonly error: Error } | ErrorKey;
type FieldErrors = Partial<Record<SendProblem['field'], FieldError>>;

/**
 * Send: the token (opening TokenSelect), the amount with the balance and Max, the receiver (an address, or on EVM a
 * name with its address shown beside it), each field's problem under it, and Preview, which opens SendPreview. On
 * Solana the tokens are SOL and the account's SPL tokens, and Max keeps the fee and the rent-exempt minimum back.
 */
export function SendView(_props: ViewProps) {
  const t = useMessages();
  const errorText = useErrorText();
  const format = useFormat();
  const config = useConnectConfig();
  const { navigate } = useModalServices();
  const account = useAccount();
  const { network } = useNetwork();
  const balances = useTokenBalances();
  const [draft, update] = useSendDraft();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [maxPending, setMaxPending] = useState(false);
  const receiver = useReceiver(draft.to);
  const ids = { amount: useId(), to: useId(), token: useId() };
  // A new form: the outcome of an earlier send is not shown on its preview.
  useEffect(() => resetSendRun(config), [config]);

  // The native currency is chosen until the visitor picks another token; a token of another network is dropped.
  const options = sendTokenOptions(balances.data ?? [], network?.caipNetworkId);
  const chosen = draft.token && draft.token.caipNetworkId === network?.caipNetworkId ? draft.token : undefined;
  const fresh = chosen && options.find((option) => sameToken(option, chosen));
  const token = fresh ?? chosen ?? options[0];
  // The draft follows the latest balance of its token, so the preview checks against it.
  useEffect(() => {
    if (token && (!sameToken(token, draft.token) || token.balance !== draft.token?.balance)) update({ token });
  }, [token, draft.token, update]);

  const change = (field: 'amount' | 'to', value: string) => {
    update({ [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fillMax = () => {
    if (!token || !account.address) return;
    setMaxPending(true);
    maxSendableFor(config, { token, address: account.address, network })
      .then((value) => change('amount', formatUnitsExact(value, token.decimals)))
      .catch((error: unknown) => setErrors((current) => ({ ...current, amount: { error: error as Error } })))
      .finally(() => setMaxPending(false));
  };

  const preview = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSend({
      namespace: network?.chainNamespace ?? '',
      token,
      amount: draft.amount,
      to: receiver.name ? (receiver.address ?? receiver.name) : draft.to,
    });
    if (!checked.ok) {
      const unknownName = checked.problem.field === 'to' && draft.amount.trim() && receiver.unknown ? receiver.name : undefined;
      setErrors({
        [checked.problem.field]: unknownName
          ? { id: 'error.send.nameNotRegistered', values: { name: unknownName } }
          : { error: new SendValidationError(checked.problem) },
      });
      return;
    }
    setErrors({});
    navigate('SendPreview');
  };

  const fieldText = (problem: FieldError) => ('error' in problem ? sendErrorMessage(problem.error, errorText) : t(problem.id, problem.values));
  const describedBy = (field: 'amount' | 'to', ...more: (string | false)[]) =>
    [errors[field] ? `${ids[field]}-error` : false, ...more].filter(Boolean).join(' ') || undefined;

  return (
    <div className={viewStyles.view} data-testid="send-view">
      <form className={styles.form} onSubmit={preview} noValidate aria-busy={maxPending || undefined}>
        <div className={styles.field}>
          <span className={styles.label} id={ids.token}>
            {t('send.token')}
          </span>
          <ListRow
            className={styles.tokenRow}
            data-testid="send-token"
            id={`${ids.token}-row`}
            aria-labelledby={`${ids.token} ${ids.token}-row`}
            aria-describedby={errors.token ? `${ids.token}-error` : undefined}
            leading={token ? <TokenImage src={token.iconUrl} symbol={token.symbol} /> : undefined}
            title={token ? token.symbol : t('send.chooseToken')}
            subtitle={token?.name}
            trailing={<ChevronRightIcon size={16} />}
            onClick={() => navigate('TokenSelect')}
          />
          {errors.token && (
            <p className={styles.fieldError} role="alert" id={`${ids.token}-error`} data-testid="send-token-error">
              {fieldText(errors.token)}
            </p>
          )}
        </div>

        <div className={styles.field}>
          <div className={styles.labelRow}>
            <label className={styles.label} htmlFor={ids.amount}>
              {t('send.amount')}
            </label>
            {token?.balance !== undefined && (
              <span className={styles.note} id={`${ids.amount}-balance`} data-testid="send-balance">
                {t('send.balance', { amount: format.tokenAmount(formatUnitsExact(token.balance, token.decimals)), symbol: token.symbol })}
              </span>
            )}
          </div>
          <div className={styles.inputRow}>
            <input
              id={ids.amount}
              className={styles.input}
              data-testid="send-amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.0"
              value={draft.amount}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={describedBy('amount', token?.balance !== undefined && `${ids.amount}-balance`)}
              onChange={(event) => change('amount', event.target.value)}
            />
            <Button
              variant="secondary"
              className={styles.maxButton}
              data-testid="send-max"
              disabled={!token || maxPending}
              onClick={fillMax}
            >
              {t('send.max')}
            </Button>
          </div>
          {errors.amount && (
            <p className={styles.fieldError} role="alert" id={`${ids.amount}-error`} data-testid="send-amount-error">
              {fieldText(errors.amount)}
            </p>
          )}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.to}>
            {t('send.to')}
          </label>
          <input
            id={ids.to}
            className={`${styles.input} ${styles.mono}`}
            data-testid="send-to"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={network?.chainNamespace === 'eip155' ? t('send.toPlaceholder') : t('send.addressPlaceholder')}
            value={draft.to}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={describedBy('to', Boolean(receiver.name) && `${ids.to}-name`)}
            onChange={(event) => change('to', event.target.value)}
          />
          {receiver.name && (receiver.resolving || receiver.address) && (
            <p className={styles.note} id={`${ids.to}-name`} data-testid="send-resolved" aria-live="polite">
              {receiver.address
                ? t('send.resolved', { name: receiver.name, address: receiver.address })
                : t('send.resolving', { name: receiver.name })}
            </p>
          )}
          {errors.to && (
            <p className={styles.fieldError} role="alert" id={`${ids.to}-error`} data-testid="send-to-error">
              {fieldText(errors.to)}
            </p>
          )}
        </div>

        {errors.network && (
          <p className={styles.fieldError} role="alert" data-testid="send-network-error">
            {fieldText(errors.network)}
          </p>
        )}
        <Button type="submit" variant="primary" fullWidth data-testid="send-preview" disabled={receiver.resolving}>
          {t('send.preview')}
        </Button>
      </form>
    </div>
  );
}
