import type { Address, PublicClient } from 'viem'
import { chainQueryOptions } from '../query/chainQuery.ts'
import { readTokenTemplate } from './readTokenTemplate.ts'
import type { TokenTemplateId } from './tokenTemplates.ts'

export type TemplateTokenStateQueryParameters<State> = {
  /** The template, or a test of the template when several share the reader (the sale ones). */
  template: TokenTemplateId | ((template: TokenTemplateId | undefined) => boolean)
  address: Address | undefined
  account: Address | undefined
  /** The template's reader of its page's state (readSaleState, readFairLaunchState, ...). */
  read: (
    client: PublicClient,
    parameters: { token: Address; account?: Address | undefined },
  ) => Promise<State>
}

/**
 * The state of a TokenBox token of one template (its code identified first, then its own reader
 * with the account). `data` is null when the address holds no such token. The screen reads it again
 * at every block, so progress moves with other people's plain transfers too.
 *
 * @example
 * useQuery(templateTokenStateQueryOptions(publicClient, { template: 'fairLaunch', address, account, read: readFairLaunchState }))
 */
export function templateTokenStateQueryOptions<State>(
  client: PublicClient | undefined,
  { template, address, account, read }: TemplateTokenStateQueryParameters<State>,
) {
  const matches = (found: TokenTemplateId | undefined) =>
    typeof template === 'string' ? found === template : template(found)
  return chainQueryOptions({
    key: ['templateTokenState', typeof template === 'string' ? template : template.name, address, account],
    client,
    ready: Boolean(address),
    read: async (client): Promise<State | null> => {
      const token = address as Address
      if (!matches(await readTokenTemplate(client, { address: token }))) return null
      return read(client, { token, account })
    },
  })
}
