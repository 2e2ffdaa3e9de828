// Errors the modal shows are worded in the visitor's language by code or class, with their values; English stays
// exactly the text the product (or viem) wrote; a service's own text is shown as it was sent.
import { describe, expect, it } from 'vitest';
import {
  Alerts,
  ConnectError,
  ErrorMessages,
  OnrampError,
  OnrampMessages,
  SEND_AMOUNT_AND_RECEIVER_REQUIRED,
  SEND_TOKEN_REQUIRED,
  SEND_UNSUPPORTED_CHAIN,
  SendValidationError,
  SwapError,
  TransactionMessages,
  TransactionRevertedError,
  parseAmount,
  validateSend,
} from '@connect-modal/headless';
import type { AmountError } from '@connect-modal/headless';
import { BaseError, ChainMismatchError, ContractFunctionExecutionError, ContractFunctionRevertedError, InsufficientFundsError, TransactionExecutionError, UserRejectedRequestError, erc20Abi } from 'viem';
import type { TransactionReceipt } from 'viem';
import { createFormats } from '../format/useFormat.js';
import { en } from './en.js';
import type { Messages } from './en.js';
import { errorText } from './errorText.js';
import { formatMessage } from './formatMessage.js';
import { de } from './locales/de.js';
import { ja } from './locales/ja.js';
import type { Translate } from './MessagesContext.js';
import { ONRAMP_TEXTS, SWAP_TEXTS } from './productErrorKeys.js';
import { CONNECT_ERROR_TEXTS, LIBRARY_ERROR_TEXTS } from './walletErrorKeys.js';

const translate = (messages: Messages, locale: string): Translate => (id, values) => formatMessage(messages[id], values, locale);
const LOCALES = { en: translate(en, 'en'), de: translate(de, 'de'), ja: translate(ja, 'ja') };
type Locale = keyof typeof LOCALES;
const text = (error: unknown, locale: Locale) => errorText(error, LOCALES[locale], createFormats(locale).fiatQuote);

function problem(draft: Parameters<typeof validateSend>[0]): SendValidationError {
  const checked = validateSend(draft);
  if (checked.ok) throw new Error('the draft is valid');
  return new SendValidationError(checked.problem);
}

const USDD = { symbol: 'USDD', decimals: 6, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', balance: 10_000_000n };
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('error texts', () => {
  it("word a send's problems by code, with their values, in English, German and Japanese", () => {
    const zero = problem({ namespace: 'eip155', token: USDD, amount: '1', to: `0x${'0'.repeat(40)}` });
    expect(text(zero, 'en')).toBe('That is the zero address: whatever is sent there is lost');
    expect(text(zero, 'de')).toBe('Das ist die Nulladresse: Alles, was dorthin gesendet wird, ist verloren');
    expect(text(zero, 'ja')).toBe('これはゼロアドレスです。ここに送ったものは失われます');

    const contract = problem({ namespace: 'eip155', token: USDD, amount: '1', to: USDD.address });
    expect(text(contract, 'en')).toBe(contract.message);
    expect(text(contract, 'de')).toBe('Das ist der USDD-Vertrag selbst: Dorthin gesendete Token sind verloren');
    expect(text(contract, 'ja')).toBe('これはUSDDのコントラクト自体です。ここに送ったトークンは失われます');

    const decimals = problem({ namespace: 'eip155', token: USDD, amount: '1.0000001', to: RECEIVER });
    expect(text(decimals, 'en')).toBe('This token has at most 6 decimals');
    expect(text(decimals, 'de')).toBe('Dieser Token hat höchstens 6 Nachkommastellen');

    const required = problem({ namespace: 'eip155', token: USDD, to: RECEIVER });
    expect(text(required, 'en')).toBe('An amount and receiver address are required');
    expect(text(required, 'ja')).toBe('数量と送金先アドレスを入力してください');

    const name = new SendValidationError({ field: 'to', code: 'SEND_NAME_NOT_REGISTERED', message: 'No address is registered for nobody.reown.id', values: { name: 'nobody.reown.id' } });
    expect(text(name, 'en')).toBe('No address is registered for nobody.reown.id');
    expect(text(name, 'de')).toBe('Für nobody.reown.id ist keine Adresse registriert');
  });

  it("word a wallet's decline and a node's known errors by class, through viem's wrappers", () => {
    const declined = new TransactionExecutionError(new UserRejectedRequestError(new Error('User denied')), { account: null });
    expect(text(declined, 'en')).toBe('Transaction declined');
    expect(text(declined, 'de')).toBe('Transaktion abgelehnt');
    expect(text(declined, 'ja')).toBe('トランザクションが拒否されました');

    const funds = new TransactionExecutionError(new InsufficientFundsError({ cause: new BaseError('insufficient funds for gas * price + value') }), { account: null });
    expect(text(funds, 'en')).toBe(funds.shortMessage);
    expect(text(funds, 'de')).toBe('Die Gesamtkosten dieser Transaktion (Gas × Gaspreis + Betrag) übersteigen das Guthaben des Kontos.');

    const reverted = new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({ abi: erc20Abi, functionName: 'transfer', message: 'ERC20: transfer amount exceeds balance' }),
      { abi: erc20Abi, functionName: 'transfer', args: [] },
    );
    expect(text(reverted, 'en')).toBe(reverted.shortMessage);
    expect(text(reverted, 'ja')).toBe('コントラクト関数「transfer」が次の理由でリバートされました：\nERC20: transfer amount exceeds balance');

    const mismatch = new ChainMismatchError({ chain: { id: 1, name: 'Ethereum' } as never, currentChainId: 31337 });
    expect(text(mismatch, 'en')).toBe(mismatch.shortMessage);
    expect(text(mismatch, 'de')).toBe('Die Wallet ist auf Chain 31337, die Transaktion ist für Chain 1 (Ethereum).');

    const receipt = { transactionHash: `0x${'ab'.repeat(32)}` } as TransactionReceipt;
    const revertedTx = new TransactionRevertedError(receipt, 'execution reverted: paused');
    expect(text(revertedTx, 'en')).toBe(revertedTx.message);
    expect(text(revertedTx, 'de')).toBe(`Transaktion 0x${'ab'.repeat(32)} wurde rückgängig gemacht: execution reverted: paused`);
  });

  it("word swap and onramp refusals by code, reading the values of the product's text, amounts in the locale's digits", () => {
    const balance = new SwapError('SWAP_INSUFFICIENT_BALANCE', 'Insufficient DEV balance');
    expect(text(balance, 'en')).toBe('Insufficient DEV balance');
    expect(text(balance, 'de')).toBe('Unzureichendes DEV-Guthaben');
    expect(text(balance, 'ja')).toBe('DEVの残高が不足しています');

    const network = new SwapError('SWAP_UNSUPPORTED_NETWORK', ErrorMessages.NETWORK_NOT_SUPPORTED_FOR_SWAPS);
    expect(text(network, 'en')).toBe('Network not supported for Swaps');
    expect(text(network, 'ja')).toBe('このネットワークはスワップに対応していません');

    const liquidity = new SwapError('SWAP_INSUFFICIENT_LIQUIDITY', 'Insufficient liquidity: the pools cannot take 1000 DEV for ETH');
    expect(text(liquidity, 'en')).toBe('Not enough liquidity for this amount; try a smaller one');
    expect(text(liquidity, 'de')).toBe('Nicht genug Liquidität für diesen Betrag; versuche einen kleineren');

    let amount: unknown;
    try {
      parseAmount('1,5', 18);
    } catch (error) {
      amount = new SwapError('SWAP_INVALID_PARAMETER', (error as AmountError).message, { cause: error });
    }
    expect(text(amount, 'en')).toBe('Enter the amount as digits, with a dot for decimals (like 1.005)');
    expect(text(amount, 'de')).toBe('Gib den Betrag in Ziffern ein, mit einem Punkt für Dezimalstellen (z. B. 1.005)');

    const minimum = new OnrampError('ONRAMP_AMOUNT_BELOW_MINIMUM', 'The minimum is 7,500.00 USD');
    expect(text(minimum, 'en')).toBe('The minimum is 7,500.00 USD');
    expect(text(minimum, 'de')).toBe('Das Minimum beträgt 7.500,00 USD');
    expect(text(new OnrampError('ONRAMP_UNSUPPORTED_NETWORK', 'The onramp does not sell on Base'), 'ja')).toBe('Baseでは購入できません');
    expect(text(new OnrampError('ONRAMP_UNKNOWN_CURRENCY', 'The onramp does not sell USDC on Base'), 'de')).toBe('USDC kann auf Base nicht gekauft werden');
    expect(text(new OnrampError('ONRAMP_NOT_CONNECTED', OnrampMessages.NOT_CONNECTED), 'ja')).toBe('暗号資産を購入するにはウォレットを接続してください');
  });

  it("word the product's errors kept as strings (a sign-in's) and by code (a disconnect)", () => {
    expect(text(ErrorMessages.SIGN_DECLINED, 'de')).toBe('Signatur abgelehnt');
    expect(text(ErrorMessages.SIGN_DECLINED_SMART_ACCOUNT, 'ja')).toBe('このアプリはスマートアカウントに対応していない可能性があります');
    expect(text(ErrorMessages.SIGN_IN_INIT_FAILED, 'en')).toBe(ErrorMessages.SIGN_IN_INIT_FAILED);
    const disconnect = new ConnectError('INTERNAL_SDK_ERROR', ErrorMessages.FAILED_TO_DISCONNECT);
    expect(text(disconnect, 'en')).toBe('Failed to disconnect');
    expect(text(disconnect, 'de')).toBe('Trennen fehlgeschlagen');
    expect(text(new ConnectError('BALANCE_UNKNOWN', 'The USDD balance is not known yet'), 'ja')).toBe('USDDの残高はまだわかりません');
  });

  it("keep a service's own text, and any error the product does not know, as it was sent", () => {
    const service = new SwapError('SWAP_NO_ROUTE', 'no path between these pools');
    expect(text(service, 'de')).toBe('no path between these pools');
    const onramp = new OnrampError('ONRAMP_AMOUNT_BELOW_MINIMUM', 'The card minimum of TestPay is 50.00 USD');
    expect(text(onramp, 'ja')).toBe('The card minimum of TestPay is 50.00 USD');
    expect(text(new Error('Gateway exploded'), 'de')).toBe('Gateway exploded');
    expect(text(new ConnectError('SOMETHING_NEW', 'A text of tomorrow'), 'ja')).toBe('A text of tomorrow');
    expect(text('A backend said no', 'de')).toBe('A backend said no');
    const short = Object.assign(new Error('long details'), { shortMessage: 'What the node said.' });
    expect(text(short, 'ja')).toBe('What the node said.');
  });

  it("have English texts that are the product's own, word for word", () => {
    expect(en['transaction.pending']).toBe(TransactionMessages.PENDING);
    expect(en['transaction.confirmed']).toBe(TransactionMessages.CONFIRMED);
    expect(en['transaction.failed']).toBe(TransactionMessages.FAILED);
    expect(en['transaction.declined']).toBe(TransactionMessages.DECLINED);
    expect(en['error.noEvmWallet']).toBe(TransactionMessages.NO_EVM_WALLET);
    expect(en['error.invalidHash']).toBe(TransactionMessages.INVALID_HASH);
    expect(en['error.invalidSignature']).toBe(TransactionMessages.INVALID_SIGNATURE);
    expect(en['error.invalidSolanaSignature']).toBe(TransactionMessages.INVALID_SOLANA_SIGNATURE);
    expect(en['error.signInInitFailed']).toBe(ErrorMessages.SIGN_IN_INIT_FAILED);
    expect(en['error.invalidAppConfiguration']).toBe(Alerts.INVALID_APP_CONFIGURATION.title);
    expect(en['activity.failed']).toBe(ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS);
    expect(en['tokens.unavailable']).toBe(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE);
    expect(en['error.unsupportedChain']).toBe(SEND_UNSUPPORTED_CHAIN);
    expect(en['error.send.required']).toBe(SEND_AMOUNT_AND_RECEIVER_REQUIRED);
    expect(en['error.send.tokenRequired']).toBe(SEND_TOKEN_REQUIRED);
    expect(en['error.swap.unsupportedNetwork']).toBe(ErrorMessages.NETWORK_NOT_SUPPORTED_FOR_SWAPS);
    expect(en['error.onramp.notConnected']).toBe(OnrampMessages.NOT_CONNECTED);
    expect(en['error.onramp.namespace']).toBe(OnrampMessages.UNSUPPORTED_NAMESPACE);
    // Texts recognised from what an error says hold plain placeholders only: plurals and selects cannot be read back.
    const read = [...Object.values(CONNECT_ERROR_TEXTS), ...Object.values(LIBRARY_ERROR_TEXTS), ...Object.values(SWAP_TEXTS), ...Object.values(ONRAMP_TEXTS)].flat();
    for (const id of read) expect(en[id as keyof typeof en], id).not.toMatch(/,\s*(plural|select)\s*,/);
  });
});
