import { chainCatalogue } from '@tokenbox/core/chains/chainCatalogue.ts'
import { describe, expect, it } from 'vitest'
import { switchWalletChain } from './switchWalletChain.ts'

const bsc = chainCatalogue.find((entry) => entry.id === 56)!

/** A wallet that answers each method with the given EIP-1193 error code (or null: done). */
const walletAnswering = (codes: Record<string, number | null>) => ({
  request: async ({ method }: { method: string }) => {
    const code = codes[method]
    if (code === null || code === undefined) return null
    throw Object.assign(new Error(method), { code })
  },
})

describe('switchWalletChain', () => {
  it('tells a wallet that cannot add networks (4200) from an add that failed (issue 77)', async () => {
    const cannotAdd = walletAnswering({ wallet_switchEthereumChain: 4902, wallet_addEthereumChain: 4200 })
    expect(await switchWalletChain(cannotAdd as never, bsc)).toMatchObject({
      switched: false,
      reason: 'cannotAdd',
    })
    const failed = walletAnswering({ wallet_switchEthereumChain: 4902, wallet_addEthereumChain: -32603 })
    expect(await switchWalletChain(failed as never, bsc)).toMatchObject({
      switched: false,
      reason: 'addFailed',
    })
    const declined = walletAnswering({ wallet_switchEthereumChain: 4902, wallet_addEthereumChain: 4001 })
    expect(await switchWalletChain(declined as never, bsc)).toMatchObject({
      switched: false,
      reason: 'rejected',
    })
    expect(await switchWalletChain(walletAnswering({}) as never, bsc)).toEqual({ switched: true })
  })
})
