import type { Address } from 'viem'

/** Uniswap's Permit2, deployed with CREATE2 at this one address on every chain it runs on. */
export const permit2Address: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
