import type { Address } from 'viem'

/**
 * Multicall3's address, the same on every chain it was deployed to (a pre-signed, keyless
 * deployment transaction), so chain files share this one constant.
 */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Token entries use the zero address for the native coin (spec 000 section 3). */
export const nativeTokenAddress: Address = '0x0000000000000000000000000000000000000000'

/** Etherscan's API v2: one endpoint and one key for every chain Etherscan runs an explorer for. */
export const etherscanV2ApiBase = 'https://api.etherscan.io/v2/api'
