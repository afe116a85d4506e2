import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { tokenLockerAbi } from '@tokenbox/core/contracts/TokenLocker.abi.ts'
import { tokenTemplateBytecode, tokenTemplates } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { type Address, createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Stack, startStack } from '../harness/startStack.ts'

const repoRoot = resolve(import.meta.dirname, '..', '..')

/**
 * Issue 18 §2: a restart of the stack, as `make start` runs it (the same data folder: the chains'
 * state files, the deployments files, the database), keeps a created token and its lock; after
 * `make reset` (scripts/reset.ts on that folder) the chain is new, and the server forgets what it
 * recorded about the old one.
 */
describe('a local chain that remembers, and an app that forgets with it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tokenbox-restart-'))
  let stack: Stack | undefined
  let token: Address
  let lockId: string
  let firstInstance: Hex | undefined

  const deploymentRows = () => {
    const database = new DatabaseSync(join(dataDir, 'tokenbox.db'))
    try {
      return database
        .prepare('SELECT kind, address FROM deployments WHERE chain_id = 31337 ORDER BY id')
        .all()
    } finally {
      database.close()
    }
  }

  /** The public lock view of `token`, as anyone opens it from a shared link (no wallet needed). */
  const openLockView = async (current: Stack) => {
    const page = await current.context.newPage()
    await page.goto(`${current.baseUrl}/lo/id?t=0&token=${token}`)
    return page
  }

  beforeAll(async () => {
    stack = await startStack({ dataDir })
    firstInstance = stack.deployments.instanceId
    const [deployer] = stack.accounts as [Address]
    const client = createWalletClient({ account: deployer, chain: hardhat, transport: http(stack.rpcUrl) })
    const wait = (hash: Hex) => stack!.publicClient.waitForTransactionReceipt({ hash })
    const created = await wait(
      await client.deployContract({
        abi: tokenTemplates.standard.abi,
        bytecode: await tokenTemplateBytecode('standard', 'cancun'),
        args: ['Kept Token', 'KEPT', 18, parseEther('1000000'), deployer],
      }),
    )
    token = created.contractAddress!
    // Reported as the app reports a creation, so the console lists it.
    const report = await fetch(`${stack.baseUrl}/api/v1/web/deployments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'token',
        chainId: 31337,
        address: token,
        txHash: created.transactionHash,
        deployer,
      }),
    })
    expect(report.status).toBe(200)
    const locker = stack.deployments.contracts.lock
    await wait(
      await client.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [locker, parseEther('1000')],
      }),
    )
    const end = (await stack.publicClient.getBlock()).timestamp + 86_400n
    const schedule = { kind: 0, start: 0n, end, cycle: 0n, firstBps: 0n, cycleBps: 0n }
    await wait(
      await client.writeContract({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'lock',
        args: [token, false, deployer, parseEther('1000'), schedule, 'Kept across restarts'],
      }),
    )
    lockId = String(
      await stack.publicClient.readContract({
        address: locker,
        abi: tokenLockerAbi,
        functionName: 'lockCount',
      }),
    )
  })

  afterAll(async () => {
    await stack?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('shows the created token and its lock before the restart', async () => {
    const page = await openLockView(stack!)
    await page.getByTestId(`lock-row-${lockId}`).waitFor()
    expect(await page.getByTestId(`lock-row-${lockId}`).textContent()).toContain('Kept across restarts')
    await expect.poll(() => page.getByTestId('token-locks-locked').textContent()).toContain('1,000 KEPT')
    await page.close()
    expect(deploymentRows()).toEqual([{ kind: 'token', address: token.toLowerCase() }])
  })

  it('still shows them after the stack restarts on the same data folder', async () => {
    await stack!.stop()
    stack = await startStack({ dataDir })
    // The same chain instance: its deployments were reused, not deployed again.
    expect(stack.deployments.instanceId).toBe(firstInstance)
    expect(
      await stack.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [stack.accounts[0]!],
      }),
    ).toBe(parseEther('999000'))
    const page = await openLockView(stack)
    await page.getByTestId(`lock-row-${lockId}`).waitFor()
    expect(await page.getByTestId(`lock-row-${lockId}`).textContent()).toContain('Kept across restarts')
    await expect.poll(() => page.getByTestId('token-locks-locked').textContent()).toContain('1,000 KEPT')
    await page.close()
    expect(deploymentRows()).toEqual([{ kind: 'token', address: token.toLowerCase() }])
  })

  it('after make reset starts a new chain and forgets what the server kept about the old one', async () => {
    await stack!.stop()
    const reset = spawnSync(process.execPath, [join(repoRoot, 'scripts/reset.ts')], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    })
    expect(reset.status, reset.stderr).toBe(0)
    expect(reset.stdout).toContain('default chain (31337) forgotten')
    stack = await startStack({ dataDir })
    expect(stack.deployments.instanceId).toMatch(/^0x[0-9a-f]{64}$/)
    expect(stack.deployments.instanceId).not.toBe(firstInstance)
    expect(await stack.publicClient.getCode({ address: token })).toBeUndefined()
    expect(deploymentRows()).toEqual([])
    const page = await openLockView(stack)
    await page.getByTestId('token-locks-none').waitFor()
    expect(await page.locator('[data-testid^="lock-row-"]').count()).toBe(0)
    await page.close()
  })
})
