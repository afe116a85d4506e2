import type { Address, PublicClient } from 'viem'
import { identifyTokenTemplate } from './identifyTokenTemplate.ts'
import type { TokenTemplateId } from './tokenTemplates.ts'

export type ReadTokenTemplateParameters = { address: Address }

/**
 * Which TokenBox template the contract at `address` was deployed from: its code (one
 * `eth_getCode`) judged by {@link identifyTokenTemplate}. Undefined for an address without code
 * (an account, a contract not yet deployed or self-destructed) and for any other contract, so a
 * reader that needs one template can say "not a TokenBox token" before reading its views.
 *
 * @example
 * const template = await readTokenTemplate(publicClient, { address: token })
 * if (template === 'inscription') showMintPanel()
 */
export async function readTokenTemplate(
  client: Pick<PublicClient, 'getCode'>,
  { address }: ReadTokenTemplateParameters,
): Promise<TokenTemplateId | undefined> {
  // identifyTokenTemplate takes the no-code answers (undefined, '0x') for no template.
  return identifyTokenTemplate(await client.getCode({ address }))
}
