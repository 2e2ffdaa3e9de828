import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatAmount, getMaxSendable, isSendName } from '@connect-modal/headless';
import { useAccount, useBalance, useConnectConfig, useNetwork, useSend, useSendName, useTokenBalances } from '@connect-modal/headless/react';
import { SendReceipt } from './SendReceipt';
import { sendFailureOf } from './sendErrors';
import type { SendFailure, SendField } from './sendErrors';
import { NATIVE_KEY, sendTokenOf, sendTokenOptions } from './sendTokens';

/** The element ids of the form, each field's error beside it. */
const IDS = {
  token: 'send-token',
  amount: 'send-amount',
  to: 'send-to',
  network: 'send-network',
} as const satisfies Record<SendField, string>;

/** The receiver as typed: a name (with the address it points at now, from `useSendName`) or an address. */
function useReceiver(to: string) {
  const { network } = useNetwork();
  const text = to.trim();
  const name = text && isSendName(text) ? text : undefined;
  const lookup = useSendName({ name, network });
  if (!name) return undefined;
  if (lookup.data) return `Sends to ${lookup.data}`;
  if (lookup.data === null) return `No address is registered for ${name}`;
  if (lookup.error) return `Could not look up ${name}: ${lookup.error.message}`;
  return `Looking up ${name}…`;
}

/** A field's error, beside it; its id is in the field's `aria-describedby`. */
function FieldError({ field, failure }: { field: SendField; failure: SendFailure | undefined }) {
  if (failure?.field !== field) return null;
  return (
    <p className="field-error" id={`${IDS[field]}-error`} data-testid={`${IDS[field]}-error`}>
      {failure.message}
    </p>
  );
}

/**
 * Sends a token from the connected wallet, drawn by the app itself with `useSend`: the token (the native currency
 * first, then the tokens `useTokenBalances` lists), the amount as typed (Max fills in what can be sent), and the
 * receiver (an address, or a name with the address it points at). A check that fails shows its message beside
 * its field; a decline keeps the form as it was; a send shows its hash and receipt, and empties the form.
 */
export function SendForm() {
  const config = useConnectConfig();
  const account = useAccount();
  const { network } = useNetwork();
  const balance = useBalance();
  const balances = useTokenBalances();
  const sending = useSend();
  const tokens = useMemo(() => sendTokenOptions(balances.data, network, balance.data?.value), [balances.data, network, balance.data?.value]);
  const [tokenKey, setTokenKey] = useState(NATIVE_KEY);
  const [amount, setAmount] = useState('');
  const [to, setTo] = useState('');
  const [failure, setFailure] = useState<SendFailure | undefined>(undefined);
  const [filling, setFilling] = useState(false);
  const fields = { token: useRef<HTMLSelectElement>(null), amount: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  const receiver = useReceiver(to);
  const token = tokens.find((option) => option.key === tokenKey) ?? tokens[0];

  const { refetch: refetchBalance } = balance;
  const { refetch: refetchBalances } = balances;
  const readBalancesAgain = useCallback(() => {
    void refetchBalance();
    void refetchBalances();
  }, [refetchBalance, refetchBalances]);

  /** Changing a field takes its error away (a decline's message stays until the next send). */
  const edited = (field: SendField) => setFailure((current) => (current?.field === field ? undefined : current));

  const fillMax = async () => {
    if (!token || !account.address) return;
    setFilling(true);
    try {
      const max = await getMaxSendable(config, { token: sendTokenOf(token), address: account.address, network });
      setAmount(formatAmount(max.value, token.decimals));
      edited('amount');
    } catch (error) {
      setFailure({ field: 'amount', message: (error as Error).message, declined: false });
    } finally {
      setFilling(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    sending.send(
      { token: token ? sendTokenOf(token) : undefined, amount, to, network },
      {
        onSuccess: () => {
          setAmount('');
          setTo('');
        },
        onError: (error) => {
          const read = sendFailureOf(error);
          setFailure(read);
          // The field with the problem takes the focus: a screen reader reads its label and the message.
          if (read.field && read.field !== 'network') fields[read.field].current?.focus();
        },
      },
    );
  };

  const describedBy = (field: SendField, ...hints: (string | false | undefined)[]) =>
    [...hints, failure?.field === field && `${IDS[field]}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <form className="send" aria-labelledby="send-title" noValidate onSubmit={submit} data-testid="send-form">
      <h3 id="send-title">Send</h3>
      <p className="muted" id={IDS.network}>
        On {network?.name ?? 'no network'}
      </p>
      <FieldError field="network" failure={failure} />

      <label htmlFor={IDS.token}>Token</label>
      <select
        id={IDS.token}
        ref={fields.token}
        value={token?.key ?? ''}
        aria-invalid={failure?.field === 'token' || undefined}
        aria-describedby={describedBy('token', token?.balance !== undefined && `${IDS.token}-balance`)}
        onChange={(event) => {
          setTokenKey(event.target.value);
          edited('token');
        }}
      >
        {tokens.map((option) => (
          <option key={option.key} value={option.key}>
            {option.symbol}
          </option>
        ))}
      </select>
      {token?.balance !== undefined && (
        <p className="muted" id={`${IDS.token}-balance`}>
          Balance: {formatAmount(token.balance, token.decimals)} {token.symbol}
        </p>
      )}
      <FieldError field="token" failure={failure} />

      <label htmlFor={IDS.amount}>Amount</label>
      <div className="field-row">
        <input
          id={IDS.amount}
          ref={fields.amount}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amount}
          aria-invalid={failure?.field === 'amount' || undefined}
          aria-describedby={describedBy('amount')}
          onChange={(event) => {
            setAmount(event.target.value);
            edited('amount');
          }}
        />
        <button type="button" className="secondary" data-testid="send-max" disabled={!token || filling} onClick={() => void fillMax()}>
          Max
        </button>
      </div>
      <FieldError field="amount" failure={failure} />

      <label htmlFor={IDS.to}>To</label>
      <input
        id={IDS.to}
        ref={fields.to}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="0x… or a name"
        value={to}
        aria-invalid={failure?.field === 'to' || undefined}
        aria-describedby={describedBy('to', receiver !== undefined && `${IDS.to}-resolved`)}
        onChange={(event) => {
          setTo(event.target.value);
          edited('to');
        }}
      />
      {receiver !== undefined && (
        <p className="muted address-line" id={`${IDS.to}-resolved`} data-testid="send-to-resolved">
          {receiver}
        </p>
      )}
      <FieldError field="to" failure={failure} />

      <button type="submit" className="primary" data-testid="send-submit" disabled={sending.isPending}>
        {sending.isPending ? 'Waiting for the wallet…' : 'Send'}
      </button>
      {failure && !failure.field && (
        <p role="alert" data-testid="send-error">
          {failure.message}
        </p>
      )}
      <div role="status" aria-live="polite" data-testid="send-status">
        {sending.isPending && <p>Confirm the transfer in your wallet.</p>}
        {sending.data && <SendReceipt key={sending.data.hash} sent={sending.data} onSettled={readBalancesAgain} />}
      </div>
    </form>
  );
}
