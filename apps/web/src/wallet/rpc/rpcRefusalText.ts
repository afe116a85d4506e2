import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type { RpcUrlRefusalCode } from '@tokenbox/core/errors/rpcUrl.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import type { TFunction } from 'i18next'

/**
 * The words for a refusal of core's checkRpcUrl, by its code; anything else it could throw is a
 * node that did not answer as one.
 *
 * @example
 * catch (error) { setIssue(rpcRefusalText(t, error, bsc)) }
 */
export function rpcRefusalText(t: TFunction, error: unknown, entry: ChainEntry): string {
  const { code, actualChainId } = (error ?? {}) as { code?: RpcUrlRefusalCode; actualChainId?: number }
  switch (code) {
    case 'invalidUrl':
      return t('rpc.refused.invalidUrl', { ns: 'wallet' })
    case 'wrongChain':
      return t('rpc.refused.wrongChain', {
        ns: 'wallet',
        actual: String(actualChainId),
        chain: chainLabel(entry),
        expected: String(entry.id),
      })
    default:
      return t('rpc.refused.unreachable', { ns: 'wallet' })
  }
}
