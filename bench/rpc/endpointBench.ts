/**
 * Issue 74's screens through real endpoints: what a user waits for on a chain of over 200,000
 * blocks read through a provider-like endpoint (core's startProviderProxy: Infura's wording, at
 * most 1,000 blocks per eth_getLogs, 25 calls a second then HTTP 429 with Retry-After), at 0, 120
 * and 300 ms a round trip:
 * - the presale list (listPresales over the last 100,000 blocks): time to its first rows, to the
 *   whole list, and the calls it took;
 * - Approve Check's scan of one owner over the whole chain (scanApprovalLogs);
 * - a token creation's reads before the wallet is asked to send (runSteps of a standard token).
 * "Before" is the code of commit f2c76bbd (main before this work), loaded from a temporary git
 * worktree and run in the same process on the same chain, so both are measured in one run.
 *
 *   node bench/rpc/endpointBench.ts           measure and print
 *   node bench/rpc/endpointBench.ts --write   also write bench/results/rpc-endpoints.{json,md}
 *
 * Times depend on the machine and its load (recorded); the call counts do not.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPresaleSteps } from '@tokenbox/core/launchpad/createPresaleSteps.ts'
import { defaultPresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { readLaunchpadFees } from '@tokenbox/core/launchpad/readLaunchpadFees.ts'
import { toPresaleParams } from '@tokenbox/core/launchpad/toPresaleParams.ts'
import { referenceERC20Abi, referenceERC20Bytecode } from '@tokenbox/core/testing/contracts/ReferenceERC20.ts'
import { startLocalTestChain } from '@tokenbox/core/testing/localTestChain.ts'
import { type ProviderProxy, startProviderProxy } from '@tokenbox/core/testing/providerProxy.ts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { createRpcSwitch } from '../../apps/web/src/wallet/rpc/createRpcSwitch.ts'

const beforeCommit = 'f2c76bbd'
const latencies = [0, 120, 300] as const
const requestsPerSecond = 25
const blockCap = 1_000
const args = new Set(process.argv.slice(2))
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

type CoreModules = {
  listPresales: typeof import('@tokenbox/core/launchpad/listPresales.ts').listPresales
  scanApprovalLogs: typeof import('@tokenbox/core/approvals/scanApprovalLogs.ts').scanApprovalLogs
  runSteps: typeof import('@tokenbox/core/transactions/runSteps.ts').runSteps
  createTokenDeployStep: typeof import('@tokenbox/core/tokens/createTokenDeployStep.ts').createTokenDeployStep
  tokenTemplateBytecode: typeof import('@tokenbox/core/tokens/tokenTemplates.ts').tokenTemplateBytecode
}

async function loadCore(coreSrc: string): Promise<CoreModules> {
  const load = (path: string) => import(join(coreSrc, path))
  return {
    listPresales: (await load('launchpad/listPresales.ts')).listPresales,
    scanApprovalLogs: (await load('approvals/scanApprovalLogs.ts')).scanApprovalLogs,
    runSteps: (await load('transactions/runSteps.ts')).runSteps,
    createTokenDeployStep: (await load('tokens/createTokenDeployStep.ts')).createTokenDeployStep,
    tokenTemplateBytecode: (await load('tokens/tokenTemplates.ts')).tokenTemplateBytecode,
  }
}

/** The previous code in a temporary worktree, its packages and generated contracts linked in. */
function checkoutBefore(): { coreSrc: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'tokenbox-before-'))
  execFileSync('git', ['worktree', 'add', '--detach', folder, beforeCommit], { cwd: root, stdio: 'ignore' })
  for (const linked of ['node_modules', 'packages/core/node_modules', 'packages/core/src/contracts']) {
    const target = join(root, linked)
    if (existsSync(target) && !existsSync(join(folder, linked))) symlinkSync(target, join(folder, linked))
  }
  return {
    coreSrc: join(folder, 'packages', 'core', 'src'),
    remove: () => {
      execFileSync('git', ['worktree', 'remove', '--force', folder], { cwd: root, stdio: 'ignore' })
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** One screen's figures, or why it failed (what the user then saw). */
type Outcome = { ms: number; calls: number; refused: number; firstRowsMs?: number } | { failed: string }

type Measure = {
  code: 'before' | 'after'
  latencyMs: number
  presaleList: Outcome
  approvalsScan: Outcome
  /** Until the wallet is asked to send: the step's reads. */
  tokenPreSend: Outcome
}

/** The first line of a failure, as a bench row can show it. */
const failureOf = (error: unknown) =>
  ((error as { shortMessage?: string }).shortMessage ?? String(error)).split('\n')[0]!.slice(0, 80)

const chain = await startLocalTestChain({ node: 'hardhat' })
const before = checkoutBefore()
const proxies: ProviderProxy[] = []
try {
  const { publicClient, accounts, contracts } = chain
  const [creator, owner] = [accounts[1]!, accounts[2]!]
  const wallet = (account: Address) =>
    createWalletClient({ account, chain: publicClient.chain!, transport: http(chain.node.url) })
  const mine = (blocks: number) =>
    publicClient.request({ method: 'hardhat_mine', params: [toHex(blocks)] } as never)
  const deployToken = async () => {
    const hash = await wallet(creator).deployContract({
      abi: referenceERC20Abi,
      bytecode: referenceERC20Bytecode,
      args: [parseEther('10000000')],
    } as never)
    return (await publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address
  }
  const createPresale = async () => {
    const token = await deployToken()
    const now = Number((await publicClient.getBlock()).timestamp) * 1000
    const draft = {
      ...defaultPresaleDraft('standard', now),
      token,
      tokenDecimals: 18,
      router: contracts.router,
      startTime: now + 60_000,
      endTime: now + 86_400_000,
      softCap: '1',
      hardCap: '3',
      minBuy: '0.1',
      maxBuy: '2',
    }
    const plan = await createPresaleSteps(publicClient, {
      factory: contracts.launchpad,
      account: creator,
      ...toPresaleParams(draft, { locker: contracts.lock }),
      fees: await readLaunchpadFees(publicClient, { factory: contracts.launchpad }),
      locker: contracts.lock,
    })
    const run = await chain.runToDone(plan.steps as never, creator)
    if (!run) throw new Error('presale not created')
  }
  const approve = async (spender: Address) => {
    const hash = await wallet(owner).writeContract({
      address: contracts.usdt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, maxUint256],
    })
    await publicClient.waitForTransactionReceipt({ hash })
  }
  // The chain of the e2e test (e2e/tests/realEndpoint.e2e.test.ts): an early approval, a presale
  // 50,000 blocks before the head, one at the head and a late approval.
  await approve('0x00000000000000000000000000000000000a0001')
  await mine(150_000)
  await createPresale()
  await mine(50_000)
  await createPresale()
  await approve('0x00000000000000000000000000000000000a0002')
  const head = await publicClient.getBlockNumber({ cacheTime: 0 })

  const measure = async (code: Measure['code'], core: CoreModules, latencyMs: number): Promise<Measure> => {
    // A fresh endpoint (a new port) per screen: nothing learned by one screen helps the next.
    const endpoint = async () => {
      const proxy = await startProviderProxy({
        upstream: chain.node.url,
        provider: 'infura',
        latencyMs,
        requestsPerSecond,
        getLogsBlockRange: blockCap,
      })
      proxies.push(proxy)
      // The web app's transport of that code: before, viem's http with one retry; after, the app's
      // own (createRpcSwitch, no stored user URL: one retry, the URL read through its endpoint's
      // pacer, which learns the rate limit from the 429s and keeps to it).
      const chainId = publicClient.chain!.id
      const client = createPublicClient({
        chain: publicClient.chain,
        transport:
          code === 'after'
            ? createRpcSwitch(null).transport(chainId, proxy.url)
            : http(proxy.url, { retryCount: 1 }),
        pollingInterval: 50,
      }) as PublicClient
      return { proxy, client }
    }
    const calls = (proxy: ProviderProxy) =>
      Object.values(proxy.counts()).reduce((sum, count) => sum + count, 0)

    const refusedBy = (proxy: ProviderProxy) =>
      Object.values(proxy.refusals()).reduce((sum, count) => sum + count, 0)
    const attempt = async (read: (proxy: ProviderProxy, client: PublicClient) => Promise<Outcome>) => {
      const { proxy, client } = await endpoint()
      try {
        return await read(proxy, client)
      } catch (error) {
        return { failed: failureOf(error) }
      }
    }

    const presaleList = await attempt(async (proxy, client) => {
      const began = performance.now()
      let firstRowsMs: number | undefined
      const presales = await core.listPresales(client, {
        factory: contracts.launchpad,
        onEntries: (rows: unknown[]) => {
          if (rows.length > 0 && firstRowsMs === undefined) firstRowsMs = performance.now() - began
        },
      } as never)
      const ms = performance.now() - began
      if (presales.length !== 2) throw new Error(`${presales.length} presales listed`)
      return {
        ms: Math.round(ms),
        firstRowsMs: Math.round(firstRowsMs ?? ms),
        calls: calls(proxy),
        refused: refusedBy(proxy),
      }
    })

    const approvalsScan = await attempt(async (proxy, client) => {
      const began = performance.now()
      const logs = await core.scanApprovalLogs(client, owner, { fromBlock: 0n, toBlock: head })
      const ms = performance.now() - began
      if (logs.length !== 2) throw new Error(`${logs.length} approval logs`)
      return { ms: Math.round(ms), calls: calls(proxy), refused: refusedBy(proxy) }
    })

    const tokenPreSend = await attempt(async (proxy, client) => {
      let sentAt: number | undefined
      let callsBeforeSend = 0
      let refusedBeforeSend = 0
      const node = http(chain.node.url)({ chain: publicClient.chain })
      // The wallet sends through its own node, as a browser wallet does.
      const sendingWallet = createWalletClient({
        account: creator,
        chain: publicClient.chain,
        transport: custom({
          request: async (request) => {
            if (request.method === 'eth_sendTransaction' && sentAt === undefined) {
              sentAt = performance.now()
              callsBeforeSend = calls(proxy)
              refusedBeforeSend = refusedBy(proxy)
            }
            return node.request(request as never)
          },
        }),
      })
      const step = core.createTokenDeployStep(
        {
          template: 'standard',
          name: 'Bench',
          symbol: 'BEN',
          decimals: 18,
          initialSupply: 10n ** 24n,
          owner: creator,
        },
        await core.tokenTemplateBytecode('standard', 'cancun'),
        'cancun',
      )
      const began = performance.now()
      const run = await core.runSteps({
        publicClient: client,
        walletClient: sendingWallet,
        account: creator,
        steps: [step],
      })
      if (run.status !== 'done')
        throw (run as { error?: unknown }).error ?? new Error(`token creation ${run.status}`)
      return {
        ms: Math.round((sentAt ?? performance.now()) - began),
        calls: callsBeforeSend,
        refused: refusedBeforeSend,
      }
    })
    return { code, latencyMs, presaleList, approvalsScan, tokenPreSend }
  }

  const after = await loadCore(join(root, 'packages', 'core', 'src'))
  const previous = await loadCore(before.coreSrc)
  const results: Measure[] = []
  for (const latencyMs of latencies) {
    for (const [code, core] of [
      ['before', previous],
      ['after', after],
    ] as const) {
      const result = await measure(code, core, latencyMs)
      results.push(result)
      console.log(JSON.stringify(result))
    }
  }

  const machine = `${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`
  const date = new Date().toISOString().slice(0, 10)
  const seconds = (ms: number, digits = 1) => `${(ms / 1000).toFixed(digits)} s`
  const cell = (outcome: Outcome, digits = 1) =>
    'failed' in outcome
      ? `failed: ${outcome.failed}`
      : `${seconds(outcome.ms, digits)} / ${outcome.calls} calls (${outcome.refused} refused)`
  const firstRows = (outcome: Outcome) =>
    'failed' in outcome ? 'never' : seconds(outcome.firstRowsMs ?? outcome.ms)
  const row = (r: Measure) =>
    `| ${r.latencyMs} ms | ${r.code} | ${firstRows(r.presaleList)} | ${cell(r.presaleList)} | ${cell(r.approvalsScan)} | ${cell(r.tokenPreSend, 2)} |`
  const markdown = [
    '# Screens through real endpoints (issue 74)',
    '',
    'Produced by `node bench/rpc/endpointBench.ts --write`. A Hardhat node with a chain of',
    `${head + 1n} blocks read through core's provider proxy: Infura's wording, at most ${blockCap.toLocaleString('en-US')} blocks per`,
    `eth_getLogs, ${requestsPerSecond} calls a second then HTTP 429 (Retry-After 1 s), the round trip in the first column.`,
    "The client is the web app's transport of each code: before, viem's http with one retry; after, the app's",
    "RPC switch (createRpcSwitch: one retry, each URL read through its endpoint's pacer, core's sharedRpcPacer,",
    'which learns the rate limit from the 429s and keeps to it). "before" is the code of',
    `commit ${beforeCommit} loaded from a temporary git worktree, run in the same process on the same chain.`,
    '',
    '- Presale list: `listPresales` over the last 100,000 blocks (two presales, 50,000 blocks apart);',
    '  first rows = when its first rows could show (before: only the whole list).',
    '- Approve Check: `scanApprovalLogs` of one owner from block 0 to the head.',
    '- Token creation: a standard token through `runSteps`, until the wallet is asked to send.',
    '',
    `Machine: ${machine}; ${date}. Calls are JSON-RPC calls the endpoint received, refused ones included.`,
    '',
    '| Round trip | Code | Presale list: first rows | Presale list: whole | Approve Check: whole scan | Token creation: reads before the send |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...results.map(row),
    '',
  ].join('\n')
  console.log(markdown)
  if (args.has('--write')) {
    writeFileSync(
      join(root, 'bench', 'results', 'rpc-endpoints.json'),
      `${JSON.stringify({ date, machine, head: Number(head), blockCap, requestsPerSecond, beforeCommit, results }, null, 2)}\n`,
    )
    writeFileSync(join(root, 'bench', 'results', 'rpc-endpoints.md'), markdown)
  }
} finally {
  await Promise.all(proxies.map((proxy) => proxy.stop()))
  before.remove()
  await chain.stop()
}
