import { etherscanV2ApiBase } from './constants.ts'

/**
 * The Etherscan API v2 endpoint for a chain: the chain goes in the `chainid` query parameter, so
 * callers append their own parameters with `&`.
 *
 * @example
 * etherscanV2Api(56) // 'https://api.etherscan.io/v2/api?chainid=56'
 */
export function etherscanV2Api(chainId: number): string {
  return `${etherscanV2ApiBase}?chainid=${chainId}`
}
