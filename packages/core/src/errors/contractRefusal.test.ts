import { type AddressInfo, createServer } from 'node:net'
import { createPublicClient, erc20Abi, http, parseAbi, zeroAddress } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failureOf } from '../../testing/failureOf.ts'
import type { LocalNode } from '../local/localNodeProcess.ts'
import { startAnvilNode } from '../local/startAnvilNode.ts'
import { isContractRefusal, whenContractRefuses } from './contractRefusal.ts'

let node: LocalNode
beforeAll(async () => {
  node = await startAnvilNode()
}, 60_000)
afterAll(async () => {
  await node?.stop()
})

describe('isContractRefusal', () => {
  it("calls a read of a function the address lacks, or of an address without code, the contract's answer", async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(node.url) })
    // The zero address has no code: the call returns no data.
    const noCode = await failureOf(
      client.readContract({ address: zeroAddress, abi: erc20Abi, functionName: 'decimals' }),
    )
    expect(isContractRefusal(noCode)).toBe(true)
    // The deterministic deployment proxy has code, and reverts on a call it cannot read as a deployment.
    const reverted = await failureOf(
      client.readContract({
        address: '0x4e59b44847b379578588920cA78FbF26c0B4956C',
        abi: parseAbi(['function decimals() view returns (uint8)']),
        functionName: 'decimals',
      }),
    )
    expect(isContractRefusal(reverted)).toBe(true)
  })

  it('does not call a node that cannot be reached a refusal, and whenContractRefuses throws it again', async () => {
    // A port this test holds, dropping every connection: a node that went away.
    const dead = createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve))
    const { port } = dead.address() as AddressInfo
    const client = createPublicClient({
      chain: hardhat,
      transport: http(`http://127.0.0.1:${port}/`, { retryCount: 0 }),
    })
    const read = client.readContract({ address: zeroAddress, abi: erc20Abi, functionName: 'decimals' })
    const failure = await failureOf(read)
    expect(isContractRefusal(failure)).toBe(false)
    await expect(Promise.reject(failure).catch(whenContractRefuses(null))).rejects.toBe(failure)
    expect(isContractRefusal(new Error('anything else'))).toBe(false)
    await new Promise<void>((resolve) => dead.close(() => resolve()))
  })

  it('turns a refusal into the fallback', async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(node.url) })
    const read = client.readContract({ address: zeroAddress, abi: erc20Abi, functionName: 'decimals' })
    expect(await read.catch(whenContractRefuses(null))).toBeNull()
  })
})
