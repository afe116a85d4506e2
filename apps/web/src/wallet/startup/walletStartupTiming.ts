/** Spec 000 section 9: auto-connect 5000 ms after load. */
export const autoConnectDelayMs = 5000

/** Spec 000 section 9: the no-wallet notice stays 30000 ms. */
export const noWalletNoticeMs = 30_000
