import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useCopyWithFeedback } from './useCopyWithFeedback.ts'

/**
 * The navbar's "Copy Address": copies the connected address with the spec's 'copied' / 'Copy
 * failed' messages; without a connected wallet it says to connect one first.
 *
 * @example
 * const { address, copyAddress } = useCopyConnectedAddress()
 * <Button onClick={copyAddress}>Copy Address</Button>
 */
export function useCopyConnectedAddress(): {
  address: Address | undefined
  copyAddress: () => Promise<void>
} {
  const { t } = useTranslation('wallet')
  const { address } = useConnection()
  const copy = useCopyWithFeedback()
  const copyAddress = async () => {
    if (address) return copy(address)
    const { default: message } = await import('antd/es/message')
    message.warning(t('account.connectFirst'))
  }
  return { address, copyAddress }
}
