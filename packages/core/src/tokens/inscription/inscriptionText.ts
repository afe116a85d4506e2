import { formatUnits } from 'viem'

/** The protocol name the EVM inscription sites of 2023-24 wrote in `p`. */
export const inscriptionProtocol = 'erc-20'

export type InscriptionDeployText = {
  tick: string
  /** Base units. */
  maxSupply: bigint
  /** Base units. */
  amountPerMint: bigint
  decimals: number
}

/**
 * The token's deployment in the familiar inscription JSON form,
 * `{"p":"erc-20","op":"deploy","tick":"…","max":"…","lim":"…"}` (whole tokens, as the sites wrote
 * them). Shown for recognition only: the TokenBox token is an ERC20 whose contract enforces the
 * figures, no indexer reads this text.
 *
 * @example
 * inscriptionDeployText({ tick: 'insc', maxSupply: 21_000_000n * 10n ** 18n, amountPerMint: 1_000n * 10n ** 18n, decimals: 18 })
 * // '{"p":"erc-20","op":"deploy","tick":"insc","max":"21000000","lim":"1000"}'
 */
export function inscriptionDeployText(parameters: InscriptionDeployText): string {
  const { tick, maxSupply, amountPerMint, decimals } = parameters
  return JSON.stringify({
    p: inscriptionProtocol,
    op: 'deploy',
    tick,
    max: formatUnits(maxSupply, decimals),
    lim: formatUnits(amountPerMint, decimals),
  })
}

/**
 * One mint in the familiar inscription JSON form, `{"p":"erc-20","op":"mint","tick":"…","amt":"…"}`.
 * The token also accepts this text, prefixed `data:,`, as the data of a zero-value transaction
 * (see {@link inscriptionCalldata}).
 *
 * @example
 * inscriptionMintText({ tick: 'insc', amountPerMint: 1_000n * 10n ** 18n, decimals: 18 })
 * // '{"p":"erc-20","op":"mint","tick":"insc","amt":"1000"}'
 */
export function inscriptionMintText(parameters: {
  tick: string
  amountPerMint: bigint
  decimals: number
}): string {
  const { tick, amountPerMint, decimals } = parameters
  return JSON.stringify({
    p: inscriptionProtocol,
    op: 'mint',
    tick,
    amt: formatUnits(amountPerMint, decimals),
  })
}

/**
 * The inscription text as transaction data (`data:,` then the UTF-8 text), the form wallets and
 * inscription sites sent; the token mints on it.
 *
 * @example
 * inscriptionCalldata('{"p":"erc-20","op":"mint","tick":"insc","amt":"1000"}') // '0x646174613a2c7b...'
 */
export function inscriptionCalldata(text: string): `0x${string}` {
  const bytes = new TextEncoder().encode(`data:,${text}`)
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
