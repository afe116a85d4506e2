import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { type LaunchFormValues, poolVenue } from '@tokenbox/core/launch/launchFormValues.ts'
import { type Address, isAddress, isAddressEqual, parseUnits } from 'viem'
import { useToken } from '../../../app/tokens/useToken.ts'
import type { LaunchAssets } from './launchAssets.ts'

/** The token (typed for a new one, read for an existing one) and the quote coin with the wallet's balance. */
export function useLaunchAssets(
  entry: ChainEntry,
  values: LaunchFormValues,
  account: Address | undefined,
): LaunchAssets {
  const existing = useToken(values.launchSource === 'existing' ? values.existingToken : undefined, {
    owner: account,
  })
  const { quote } = poolVenue(values)
  const quoteRead = useToken(quote, { owner: account, native: true })
  const listed = entry.tokens.find(
    (token) => isAddress(quote ?? '') && isAddressEqual(token.address, quote as Address),
  )
  const native = quote === nativeTokenAddress
  let token: LaunchAssets['token']
  if (values.launchSource === 'existing') {
    const data = existing.data
    token = data
      ? {
          symbol: data.symbol,
          decimals: data.decimals,
          supply: data.kind === 'token' ? data.totalSupply : 0n,
          balance: data.balance,
        }
      : undefined
  } else {
    const decimals = Number(values.decimals)
    let supply = 0n
    try {
      supply = parseUnits(values.initialSupply?.trim() || '0', decimals)
    } catch {
      supply = 0n
    }
    token = { symbol: values.symbol?.trim() || '…', decimals, supply, balance: supply }
  }
  const quoteData = quoteRead.data
  return {
    token,
    quote:
      quoteData || listed
        ? {
            symbol: native ? entry.nativeCurrency.symbol : (quoteData?.symbol ?? listed!.name),
            decimals: quoteData?.decimals ?? listed?.decimals ?? 18,
            balance: quoteData?.balance,
            native,
          }
        : undefined,
  }
}
