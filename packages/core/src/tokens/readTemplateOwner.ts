import { type Address, type PublicClient, parseAbi } from 'viem'
import { readTokenTemplate } from './readTokenTemplate.ts'
import { hasOwner, type TokenTemplateId } from './tokenTemplates.ts'

const ownerAbi = parseAbi(['function owner() view returns (address)'])

/**
 * Whether `token` is a TokenBox template with an owner, and who that owner is (the zero address
 * once renounced): what lets a screen tell a user that they control the token's fee exemptions
 * (Manage Token) before a transfer tax costs them. Undefined for any other contract.
 *
 * @example
 * const made = await readTemplateOwner(client, { token })
 * made && isAddressEqual(made.owner, account) // the wallet may exempt itself from the tax
 */
export async function readTemplateOwner(
  client: PublicClient,
  { token }: { token: Address },
): Promise<{ template: TokenTemplateId; owner: Address } | undefined> {
  const template = await readTokenTemplate(client, { address: token })
  if (!template || !hasOwner(template)) return undefined
  const owner = await client.readContract({ address: token, abi: ownerAbi, functionName: 'owner' })
  return { template, owner }
}
