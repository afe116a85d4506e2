import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type EIP1193Provider, numberToHex } from 'viem'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.ts'

/**
 * Why a switch did not happen, for the message the switcher shows. `cannotAdd`: the wallet does not
 * support adding networks (4200); `devWalletLocalOnly`: that wallet is the Dev wallet, which signs
 * on the local chains only (useSwitchNetwork).
 */
export type SwitchChainFailure = 'rejected' | 'addFailed' | 'cannotAdd' | 'devWalletLocalOnly' | 'failed'

export type SwitchWalletChainResult =
  | { switched: true }
  | { switched: false; reason: SwitchChainFailure; error: unknown }

/** The EIP-1193 code a wallet answers when it does not know the chain (EIP-3326 / MetaMask). */
export const unrecognizedChainCode = 4902
/** EIP-1193: the user declined. */
export const userRejectedCode = 4001
/** EIP-1193: the wallet does not support the method (here: adding a network). */
export const unsupportedMethodCode = 4200

/**
 * Some wallets wrap the provider error (MetaMask mobile puts the code in data.originalError);
 * the code is read wherever it is.
 */
export function providerErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data, cause } = error as {
    code?: unknown
    data?: { originalError?: { code?: unknown } }
    cause?: unknown
  }
  if (typeof code === 'number') return code
  if (typeof data?.originalError?.code === 'number') return data.originalError.code
  return cause ? providerErrorCode(cause) : undefined
}

/**
 * Asks the wallet to switch to `entry`'s chain (spec 000 section 4): wallet_switchEthereumChain;
 * on 4902 the wallet does not know the chain, so it is added (wallet_addEthereumChain) and the
 * switch asked again (wallets that switch on add answer the second request at once). A declined
 * request (4001) or a failed add is reported, never thrown: the caller keeps the current network.
 *
 * @example
 * const result = await switchWalletChain(provider, bscEntry)
 * if (!result.switched) showWhy(result.reason)
 */
export async function switchWalletChain(
  provider: Pick<EIP1193Provider, 'request'>,
  entry: ChainEntry,
): Promise<SwitchWalletChainResult> {
  const switchTo = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(entry.id) }] })
  try {
    await switchTo()
    return { switched: true }
  } catch (error) {
    const code = providerErrorCode(error)
    if (code === userRejectedCode) return { switched: false, reason: 'rejected', error }
    if (code !== unrecognizedChainCode) return { switched: false, reason: 'failed', error }
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(entry)],
    })
  } catch (error) {
    const code = providerErrorCode(error)
    return {
      switched: false,
      reason:
        code === userRejectedCode ? 'rejected' : code === unsupportedMethodCode ? 'cannotAdd' : 'addFailed',
      error,
    }
  }
  try {
    await switchTo()
    return { switched: true }
  } catch (error) {
    return {
      switched: false,
      reason: providerErrorCode(error) === userRejectedCode ? 'rejected' : 'failed',
      error,
    }
  }
}
