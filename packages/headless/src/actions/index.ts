/** Actions: free functions over a config, usable from any framework (the hooks are thin wrappers over them). */
export { connect } from './connect.js';
export type { ConnectParameters, ConnectReturnType } from './connect.js';
export { disconnect } from './disconnect.js';
export type { DisconnectParameters } from './disconnect.js';
export { switchNetwork } from './switchNetwork.js';
export type { SwitchNetworkParameters } from './switchNetwork.js';
export { signMessage } from './signMessage.js';
export type { SignMessageParameters } from './signMessage.js';
export { request } from './request.js';
export type { RequestParameters } from './request.js';
export { sendTransaction } from './sendTransaction.js';
export type { SendTransactionParameters, SendTransactionReturnType } from './sendTransaction.js';
export { writeContract } from './writeContract.js';
export type { WriteContractParameters, WriteContractReturnType } from './writeContract.js';
export { signTypedData } from './signTypedData.js';
export type { SignTypedDataParameters, SignTypedDataReturnType } from './signTypedData.js';
export { waitForTransactionReceipt } from './waitForTransactionReceipt.js';
export type { WaitForTransactionReceiptParameters, WaitForTransactionReceiptReturnType } from './waitForTransactionReceipt.js';
export { sendSolanaTransaction } from './sendSolanaTransaction.js';
export type { SendSolanaTransactionParameters, SendSolanaTransactionReturnType, SolanaKitTransaction } from './sendSolanaTransaction.js';
export { getPendingTransactions, watchPendingTransactions } from './pendingTransactions.js';
export type { GetPendingTransactionsParameters, WatchPendingTransactionsParameters } from './pendingTransactions.js';
export type { EvmChainId } from './transactions/EvmChainId.js';
export { SendValidationError, isSendName, send } from './send.js';
export type { SendNameResolver, SendParameters, SendReturnType } from './send.js';
export { NATIVE_TRANSFER_GAS, getMaxSendable } from './sendMax.js';
export type { GetMaxSendableParameters, GetMaxSendableReturnType } from './sendMax.js';
export { getSwapTokens } from './getSwapTokens.js';
export type { GetSwapTokensParameters, GetSwapTokensReturnType } from './getSwapTokens.js';
export { MAX_SWAP_SLIPPAGE, SWAP_QUOTE_LIFETIME_MS, SWAP_QUOTE_REFRESH_MS, getSwapQuote, isSwapQuoteExpired } from './getSwapQuote.js';
export type { GetSwapQuoteParameters, SwapQuote } from './getSwapQuote.js';
export { swap } from './swap.js';
export type { SwapParameters, SwapReturnType, SwapStep } from './swap.js';
export type { SwapApproval } from './swapApproval.js';
export { SwapError } from './swapErrors.js';
export type { SwapErrorCode } from './swapErrors.js';
export { getOnrampOptions } from './onrampOptions.js';
export type { GetOnrampOptionsParameters, GetOnrampOptionsReturnType } from './onrampOptions.js';
export { getOnrampQuote } from './onrampQuote.js';
export type { GetOnrampQuoteParameters, GetOnrampQuoteReturnType } from './onrampQuote.js';
export { getOnrampUrl } from './onrampUrl.js';
export type { GetOnrampUrlParameters, GetOnrampUrlReturnType } from './onrampUrl.js';
export { ONRAMP_FALLBACK_LIMITS, checkOnrampAmount, getOnrampLimits } from './onrampAmounts.js';
export type { OnrampLimits, OnrampPaymentMethod } from './onrampAmounts.js';
export { ONRAMP_NAMESPACES } from './onrampTarget.js';
export { OnrampError, OnrampMessages } from './onrampErrors.js';
export type { OnrampErrorCode } from './onrampErrors.js';
export {
  closeModal,
  getModalView,
  getTransactionStack,
  goBack,
  openModal,
  popTransactionStack,
  pushTransactionStack,
  pushView,
  setAccountTab,
  shakeModal,
} from './modal.js';
export {
  getAccount,
  getConnectors,
  getNetwork,
  getPreferredAccountType,
  getRecentWallets,
  setActiveNamespace,
  setPreferredAccountType,
  watchAccount,
} from './getters.js';
export { cancelSignIn, getSiwxState, signIn, signOut, watchSiwx } from './siwx.js';
export { getLocale, setLocale, watchLocale } from './locale.js';
export { getAuthConnector } from './getAuthConnector.js';
export { getAuthState } from './getAuthState.js';
export { watchAuthState } from './watchAuthState.js';
export { connectEmail } from './connectEmail.js';
export type { ConnectEmailParameters, ConnectEmailReturnType } from './connectEmail.js';
export { connectSocial, SOCIAL_LOGIN_ERRORS, SOCIAL_LOGIN_TIMEOUT_MS } from './connectSocial.js';
export type { ConnectSocialParameters, ConnectSocialReturnType } from './connectSocial.js';
export { openSocialPopup, SOCIAL_POPUP_NAME } from './openSocialPopup.js';
export { verifyEmailDevice } from './verifyEmailDevice.js';
export type { VerifyEmailDeviceReturnType } from './verifyEmailDevice.js';
export { verifyEmailOtp } from './verifyEmailOtp.js';
export type { VerifyEmailOtpParameters, VerifyEmailOtpReturnType } from './verifyEmailOtp.js';
export { updateEmail } from './updateEmail.js';
export type { UpdateEmailParameters, UpdateEmailReturnType } from './updateEmail.js';
export { verifyUpdateEmailPrimaryOtp } from './verifyUpdateEmailPrimaryOtp.js';
export type { VerifyUpdateEmailPrimaryOtpParameters, VerifyUpdateEmailPrimaryOtpReturnType } from './verifyUpdateEmailPrimaryOtp.js';
export { verifyUpdateEmailSecondaryOtp } from './verifyUpdateEmailSecondaryOtp.js';
export type { VerifyUpdateEmailSecondaryOtpParameters, VerifyUpdateEmailSecondaryOtpReturnType } from './verifyUpdateEmailSecondaryOtp.js';
export { getFarcasterUri } from './getFarcasterUri.js';
export type { GetFarcasterUriReturnType } from './getFarcasterUri.js';
export { connectFarcaster } from './connectFarcaster.js';
export type { ConnectFarcasterParameters, ConnectFarcasterReturnType } from './connectFarcaster.js';
export { getSmartAccountEnabledNetworks } from './getSmartAccountEnabledNetworks.js';
export { initSmartAccount } from './initSmartAccount.js';
export type { InitSmartAccountReturnType } from './initSmartAccount.js';
export { switchAccountType } from './switchAccountType.js';
export type { EmbeddedAccountType, SwitchAccountTypeParameters, SwitchAccountTypeReturnType } from './switchAccountType.js';
export { getSmartAccount } from './getSmartAccount.js';
export type { SmartAccountState } from './getSmartAccount.js';
export { setAuthFrameRect } from './setAuthFrameRect.js';
export { getNameSuggestions } from './getNameSuggestions.js';
export type { GetNameSuggestionsParameters, GetNameSuggestionsReturnType } from './getNameSuggestions.js';
export { registerAccountName } from './registerAccountName.js';
export type { RegisterAccountNameParameters, RegisterAccountNameReturnType } from './registerAccountName.js';
export { RegisterAccountNameError } from './registerAccountNameError.js';
export type { RegisterAccountNameFailure } from './registerAccountNameError.js';
export type { AuthFrameRect } from './setAuthFrameRect.js';
export type { AuthConnector, AuthConnectorOptions, AuthState, EmailConnectAction, SecureFrameStatus } from '../auth/AuthConnector.js';
export type { FrameUser } from '../auth/protocol.js';
