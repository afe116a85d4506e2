import { hexToBigInt } from 'viem'
import { ExplorerBlockTooBusyError } from './errors.ts'
import { type ExplorerLog, explorerMaxLogsPerPage, explorerResultWindow } from './explorerReadApi.ts'

/** One page an Etherscan-style `getLogs` is asked for; the filter besides the blocks is the reader's. */
export type ExplorerLogPageQuery = {
  fromBlock: bigint
  toBlock: bigint
  page: number
  offset: number
  signal?: AbortSignal | undefined
}

/** Reads one page; `[]` for "No records found"; throws on anything else that is not logs. */
export type ReadExplorerLogPage = (query: ExplorerLogPageQuery) => Promise<ExplorerLog[]>

export type WalkExplorerLogPagesParameters = {
  fromBlock: bigint
  toBlock: bigint
  signal?: AbortSignal | undefined
  /** Logs per page (default and most 1,000, Etherscan's largest); smaller in tests. */
  pageSize?: number | undefined
  /** After each full page: every block before `scannedTo` is done, `logs` found so far. */
  onPage?: ((progress: { scannedTo: bigint; logs: number }) => void) | undefined
}

/**
 * Every log an Etherscan-style `getLogs` holds for one filter between two blocks, each once.
 * Etherscan caps page x offset at 10,000 ("Result window is too large"), so paging by `page` stops
 * there; this asks page 1 and, after a full page, asks again from that page's last block: that
 * block's logs may have been cut, so it is read again and the logs already seen are dropped. When
 * a full page lies inside that one block, moving on would lose the rest of it: the block alone is
 * then paged by `page`, and a block with more than 10,000 logs rejects with
 * {@link ExplorerBlockTooBusyError} (the caller falls back to its node) instead of missing any.
 * Log indexes written `0x` (Etherscan's log 0) come back as `0x0`.
 *
 * @example
 * const logs = await walkExplorerLogPages((query) => readPageSomehow(query), { fromBlock: 0n, toBlock })
 */
export async function walkExplorerLogPages(
  readPage: ReadExplorerLogPage,
  parameters: WalkExplorerLogPagesParameters,
): Promise<ExplorerLog[]> {
  const { toBlock, signal, onPage } = parameters
  const pageSize = Math.min(parameters.pageSize ?? explorerMaxLogsPerPage, explorerMaxLogsPerPage)
  const logs: ExplorerLog[] = []
  const seen = new Set<string>()
  const keep = (page: readonly ExplorerLog[]) => {
    for (const log of page) {
      const logIndex = log.logIndex === '0x' ? '0x0' : log.logIndex
      const id = `${log.transactionHash.toLowerCase()}:${BigInt(logIndex)}`
      if (seen.has(id)) continue
      seen.add(id)
      logs.push(logIndex === log.logIndex ? log : { ...log, logIndex })
    }
  }
  const read = (fromBlock: bigint, to: bigint, page: number) => {
    signal?.throwIfAborted()
    return readPage({ fromBlock, toBlock: to, page, offset: pageSize, signal })
  }

  let from = parameters.fromBlock
  while (from <= toBlock) {
    const first = await read(from, toBlock, 1)
    keep(first)
    if (first.length < pageSize) break
    const last = hexToBigInt((first.at(-1) as ExplorerLog).blockNumber)
    if (last > from) {
      from = last
    } else {
      // The whole page is block `from`: page through that block alone, as far as the window allows.
      let page = 2
      for (; page * pageSize <= explorerResultWindow; page++) {
        const next = await read(last, last, page)
        keep(next)
        if (next.length < pageSize) break
      }
      if (page * pageSize > explorerResultWindow) throw new ExplorerBlockTooBusyError(last)
      from = last + 1n
    }
    onPage?.({ scannedTo: from, logs: logs.length })
  }
  return logs
}
