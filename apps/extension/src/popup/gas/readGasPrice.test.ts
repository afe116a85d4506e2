import { getFreePort } from '@tokenbox/core/local/localNodeProcess.ts'
import { localEntry } from '@tokenbox/core/testing/localEntry.ts'
import { parseGwei } from 'viem'
import { getBlock } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import { useGasTestNodes } from '../../../testing/useGasTestNodes.ts'
import { publicClientFor } from '../../chains/extensionChains.ts'
import { readGasPrice } from './readGasPrice.ts'

describe('readGasPrice, against real anvil nodes', () => {
  const nodes = useGasTestNodes()

  it('prices an EIP-1559 chain with a fee cap above the base fee and a tip', async () => {
    const client = publicClientFor(localEntry(nodes.current.url))
    const reading = await readGasPrice(client, 31337)
    if (reading.kind !== 'eip1559') throw new Error(`expected EIP-1559 fees, read ${reading.kind}`)
    const { baseFeePerGas } = await getBlock(client)
    expect(reading.maxFeePerGas).toBeGreaterThanOrEqual(baseFeePerGas ?? 0n)
    expect(reading.maxPriorityFeePerGas).toBeGreaterThanOrEqual(0n)
    expect(reading.maxFeePerGas).toBeGreaterThan(reading.maxPriorityFeePerGas)
  })

  it('prices a chain without a base fee with one gas price', async () => {
    const client = publicClientFor(localEntry(nodes.berlin.url, { chainId: 31338 }))
    const reading = await readGasPrice(client, 31338)
    expect(reading.kind).toBe('legacy')
    expect(reading.kind === 'legacy' && reading.gasPrice).toBeGreaterThan(0n)
  })

  it("applies the chain's minimum of the product's strategy (Polygon: at least 50 gwei)", async () => {
    const client = publicClientFor(localEntry(nodes.berlin.url, { chainId: 31338 }))
    expect(await readGasPrice(client, 137)).toEqual({ kind: 'legacy', gasPrice: parseGwei('50') })
  })

  it('rejects when the node does not answer', async () => {
    const client = publicClientFor(localEntry(`http://127.0.0.1:${await getFreePort()}`))
    await expect(readGasPrice(client, 31337)).rejects.toThrow()
  })
})
