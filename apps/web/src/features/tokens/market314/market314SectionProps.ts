import type { Market314State } from '@tokenbox/core/tokens/market314/read314State.ts'
import type { Address } from 'viem'

/** What each section of a 314 market's screen is given: the market as read, the account, the coin's symbol. */
export type Market314SectionProps = {
  state: Market314State
  account: Address | undefined
  coin: string
}
