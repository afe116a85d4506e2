import { type AbiEvent, type Address, encodeEventTopics, type PublicClient } from 'viem'
import { listBlockWindow, logRequestBlocks } from '../logs/listWindow.ts'
import { scanLogs } from '../logs/scanLogs.ts'
import { identifyTokenTemplate } from './identifyTokenTemplate.ts'
import type { TokenTemplateId } from './tokenTemplates.ts'

export type ScanAnnouncedTokensParameters = {
  /** The event the template's constructor emits to announce itself. */
  event: AbiEvent
  /** The template whose runtime code an emitter must have. */
  template: TokenTemplateId
  /** The last 100,000 blocks when omitted (core's listBlockWindow). */
  fromBlock?: bigint | undefined
  /** The latest when omitted. */
  toBlock?: bigint | undefined
  /** Blocks in the first log request (see logRequestBlocks); later ones adapt to the endpoint (scanLogs). */
  blockRange?: bigint | undefined
}

/**
 * The tokens of one template on a chain, from the chain itself: the template announces itself in
 * its constructor, so logs of that one topic, from any address, list them with no factory,
 * registry or database. Anyone can emit the same topic, so only emitters whose runtime code is the
 * template's (identifyTokenTemplate) are kept. Newest first.
 *
 * @example
 * const { tokens, scannedTo } = await scanAnnouncedTokens(publicClient, { event, template: 'sale', fromBlock: 0n })
 */
export async function scanAnnouncedTokens(
  client: PublicClient,
  parameters: ScanAnnouncedTokensParameters,
): Promise<{ tokens: Address[]; scannedTo: bigint }> {
  const { event, template, blockRange = logRequestBlocks } = parameters
  const { fromBlock, toBlock } = await listBlockWindow(client, parameters)
  const logs = await scanLogs(
    client,
    { topics: encodeEventTopics({ abi: [event] } as never) },
    { fromBlock, toBlock, initialChunk: blockRange },
  )
  const announced = logs.map((log) => log.address)
  const unique = [...new Set(announced.map((address) => address.toLowerCase() as Address))].reverse()
  const tokens = (
    await Promise.all(
      unique.map(async (token) =>
        identifyTokenTemplate(await client.getCode({ address: token })) === template ? token : undefined,
      ),
    )
  ).filter((token): token is Address => token !== undefined)
  return { tokens, scannedTo: toBlock }
}
