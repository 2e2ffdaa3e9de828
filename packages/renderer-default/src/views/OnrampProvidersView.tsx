'use client';
import { useState } from 'react';
import type { GetOnrampQuoteReturnType } from '@connect-modal/headless';
import { useAccount, useOnramp, useOnrampQuote } from '@connect-modal/headless/react';
import { ChevronRightIcon } from '../icons/icons.js';
import { ListRow } from '../components/ListRow.js';
import { Spinner } from '../components/Spinner.js';
import { useErrorText } from '../messages/errorText.js';
import { useMessages } from '../messages/MessagesContext.js';
import { useModalServices } from '../modal/ModalServices.js';
import type { ViewProps } from '../modal/viewRegistry.js';
import { useFormat } from '../format/useFormat.js';
import { onrampErrorMessage, onrampProviders } from '../onramp/onrampChoices.js';
import { useOnrampForm } from '../onramp/useOnrampForm.js';
import type { OnrampForm } from '../onramp/useOnrampForm.js';
import { usePurchaseBalance } from '../onramp/usePurchaseBalance.js';
import * as onrampStyles from '../onramp/onramp.css.js';
import * as styles from '../send/send.css.js';
import * as viewStyles from './views.css.js';

/** A provider row's choice: its id (undefined: the service's default provider), name and fee. */
interface ProviderEntry {
  readonly id: string | undefined;
  readonly name: string;
  readonly feePercent: string | undefined;
}

/**
 * OnrampProviders: the providers of the options, each with its fee and the exact amount it quotes for the form (or
 * its refusal of the amount, when its own limits exclude it). Choosing one asks for its purchase page, reads the
 * balance the crypto lands in, opens the page in a new tab and shows BuyInProgress.
 */
export function OnrampProvidersView(_props: ViewProps) {
  const t = useMessages();
  const errorText = useErrorText();
  const { navigate } = useModalServices();
  const account = useAccount();
  const form = useOnrampForm();
  const { network, options, draft, update, paymentCurrency, paymentMethod, purchaseCurrency } = form;
  const start = useOnramp();
  const balance = usePurchaseBalance({ address: account.address, network, symbol: purchaseCurrency }, false);
  const [chosen, setChosen] = useState<ProviderEntry>();
  const amount = draft.amount.trim();

  const listed = options.data ? onrampProviders(options.data) : [];
  const entries: ProviderEntry[] = listed.length > 0 ? listed : [{ id: undefined, name: t('onramp.defaultProvider'), feePercent: undefined }];

  const choose = (provider: ProviderEntry, quote: GetOnrampQuoteReturnType) => {
    if (start.isPending || !network || !purchaseCurrency) return;
    setChosen(provider);
    const page = start.getOnrampUrlAsync({
      amount,
      paymentCurrency,
      paymentMethod,
      purchaseCurrency,
      options: options.data,
      ...(provider.id === undefined ? {} : { provider: provider.id }),
    });
    // The balance before the purchase, so that BuyInProgress sees it rise.
    Promise.all([page, balance.read().catch(() => undefined)]).then(
      ([started, before]) => {
        window.open(started.url, '_blank', 'noopener,noreferrer');
        const native = started.purchaseCurrency === network.nativeCurrency.symbol.toUpperCase();
        update({
          purchase: {
            provider: provider.id ?? quote.provider ?? '',
            providerName: provider.name,
            url: started.url,
            address: started.address,
            caipNetworkId: started.caipNetworkId,
            symbol: started.purchaseCurrency,
            decimals: native ? network.nativeCurrency.decimals : balance.decimals,
            quotedAmount: quote.purchaseAmount.amount,
            before,
            received: undefined,
          },
        });
        navigate('BuyInProgress');
      },
      // The refusal is shown from the mutation's error.
      () => undefined,
    );
  };

  return (
    <div className={viewStyles.view} data-testid="onramp-providers-view" aria-busy={start.isPending || undefined}>
      <p className={viewStyles.hint}>{t('onramp.providersHint')}</p>
      <ul className={onrampStyles.providers} aria-label={t('onramp.providersLabel')}>
        {entries.map((provider) => (
          <li key={provider.id ?? 'default'}>
            <ProviderRow form={form} provider={provider} starting={start.isPending ? chosen : undefined} onChoose={choose} />
          </li>
        ))}
      </ul>
      {start.error && !start.isPending && (
        <p className={styles.alert} role="alert" data-testid="onramp-start-error">
          {onrampErrorMessage(start.error, errorText, t('onramp.unavailable'))}
        </p>
      )}
    </div>
  );
}

/** One provider: its fee and what it quotes for the form, or why it cannot sell that amount. */
function ProviderRow({
  form,
  provider,
  starting,
  onChoose,
}: {
  form: OnrampForm;
  provider: ProviderEntry;
  starting: ProviderEntry | undefined;
  onChoose(provider: ProviderEntry, quote: GetOnrampQuoteReturnType): void;
}) {
  const t = useMessages();
  const errorText = useErrorText();
  const format = useFormat();
  const amount = form.draft.amount.trim();
  const quote = useOnrampQuote({
    amount: amount || undefined,
    paymentCurrency: form.paymentCurrency,
    paymentMethod: form.paymentMethod,
    purchaseCurrency: form.purchaseCurrency,
    provider: provider.id,
    query: { enabled: form.purchaseCurrency !== undefined },
  });
  const testId = `onramp-provider-${provider.id ?? 'default'}`;
  const data = quote.data;
  const fee = provider.feePercent !== undefined ? t('onramp.feePercent', { percent: format.exact(provider.feePercent) }) : data ? t('onramp.fee', { amount: format.fiatQuote(data.coinbaseFee.amount, data.coinbaseFee.currency) }) : undefined;
  let details;
  if (quote.error) {
    details = (
      <span className={onrampStyles.providerRefusal} data-testid={`${testId}-refusal`}>
        {onrampErrorMessage(quote.error, errorText, t('onramp.unavailable'))}
      </span>
    );
  } else if (data) {
    details = (
      <span className={onrampStyles.providerDetails}>
        {fee && <span data-testid={`${testId}-fee`}>{fee}</span>}
        <span>
          {t('onramp.quote.receive')}{' '}
          <span data-testid={`${testId}-amount`}>{`${format.exact(data.purchaseAmount.amount)} ${data.purchaseAmount.currency}`}</span>
        </span>
      </span>
    );
  } else {
    details = <span>{amount ? t('onramp.quoting') : t('onramp.noAmount')}</span>;
  }
  const busy = starting !== undefined && starting.id === provider.id;
  return (
    <ListRow
      className={onrampStyles.providerRow}
      data-testid={testId}
      title={provider.name}
      subtitle={details}
      disabled={!data || starting !== undefined}
      aria-busy={busy || undefined}
      trailing={busy ? <Spinner /> : <ChevronRightIcon size={16} />}
      onClick={() => data && onChoose(provider, data)}
    />
  );
}
