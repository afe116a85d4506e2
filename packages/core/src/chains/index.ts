// The chain catalogue: one file per chain in definitions/, plus the helpers every screen needs.
// Cheap to import (plain data and small functions): the web app's first load includes it.

export { applyChainOverrides, type ChainOverrides } from './applyChainOverrides.ts'
export { chainCatalogue, switcherChainIds, switcherTestnetIds } from './chainCatalogue.ts'
export { etherscanV2ApiBase, multicall3Address, nativeTokenAddress } from './constants.ts'
export { etherscanV2Api } from './etherscanV2Api.ts'
export { getChainEntry } from './getChainEntry.ts'
export { toViemChain } from './toViemChain.ts'
export type { ChainEntry, ChainEvm, EvmLevel, SwapEntry, TokenDecimals, TokenEntry } from './types.ts'
export { evmLevels } from './types.ts'
