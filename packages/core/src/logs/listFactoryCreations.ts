import type { AbiEvent, Address, GetLogsReturnType, PublicClient } from 'viem'
import { blockRanges } from './blockRanges.ts'
import { listBlockWindow, logRequestBlocks } from './listWindow.ts'

export type ListFactoryCreationsParameters<event extends AbiEvent> = {
  /** The factory: only its own logs count (nobody else can add a contract to its list). */
  factory: Address
  /** The event the factory emits for each contract it creates. */
  event: event
  /** The created contract named by one log, or undefined to leave the log out (e.g. another kind). */
  created: (log: GetLogsReturnType<event>[number]) => Address | undefined
  /** The default window when omitted (see listBlockWindow). */
  fromBlock?: bigint | undefined
  /** The latest block when omitted. */
  toBlock?: bigint | undefined
  /** Blocks per log request (see {@link logRequestBlocks}). */
  blockRange?: bigint | undefined
}

/**
 * The contracts a factory created within a window of blocks, newest first, from its creation
 * events: the one log scan behind every list of presales, pools and sales. `scannedTo` is the last
 * block read, so a caller can continue from there.
 *
 * @example
 * const { created } = await listFactoryCreations(publicClient, {
 *   factory,
 *   event: getAbiItem({ abi: launchpadFactoryAbi, name: 'PresaleCreated' }),
 *   created: (log) => log.args.presale,
 * })
 */
export async function listFactoryCreations<const event extends AbiEvent>(
  client: PublicClient,
  parameters: ListFactoryCreationsParameters<event>,
): Promise<{ created: Address[]; scannedTo: bigint }> {
  const { factory, event, blockRange = logRequestBlocks } = parameters
  const { fromBlock, toBlock } = await listBlockWindow(client, parameters)
  const created: Address[] = []
  for (const [start, end] of blockRanges(fromBlock, toBlock, blockRange)) {
    const logs = (await client.getLogs({
      address: factory,
      event,
      fromBlock: start,
      toBlock: end,
    } as Parameters<PublicClient['getLogs']>[0])) as unknown as GetLogsReturnType<event>
    for (const log of logs) {
      const address = parameters.created(log)
      if (address) created.push(address)
    }
  }
  return { created: created.reverse(), scannedTo: toBlock }
}
