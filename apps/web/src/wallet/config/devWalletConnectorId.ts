/**
 * The Dev wallet's connector id (the connect dialog lists it apart, as local-only). Its own file:
 * the dialogs name the connector without loading it (config/loadDevWallet.ts says why).
 */
export const devWalletConnectorId = 'devWallet'
