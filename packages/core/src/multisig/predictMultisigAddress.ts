import { type Address, type Hex, type PublicClient, toHex } from 'viem'
import { multisigFactoryAbi } from '../contracts/MultisigFactory.abi.ts'

/**
 * Where the factory will create `creator`'s wallet for `salt` (CREATE2; the factory mixes the
 * creator into the salt, so nobody else can take that address).
 *
 * @example
 * const salt = newMultisigSalt()
 * const address = await predictMultisigAddress(publicClient, { factory, creator: account, salt })
 */
export async function predictMultisigAddress(
  client: PublicClient,
  parameters: { factory: Address; creator: Address; salt: Hex },
): Promise<Address> {
  return await client.readContract({
    address: parameters.factory,
    abi: multisigFactoryAbi,
    functionName: 'predictAddress',
    args: [parameters.creator, parameters.salt],
  })
}

/**
 * A random 32-byte salt: each new wallet of the same creator gets a fresh address. The form keeps
 * one salt while it is open, so the predicted address it shows is the one created.
 */
export function newMultisigSalt(): Hex {
  return toHex(crypto.getRandomValues(new Uint8Array(32)))
}
