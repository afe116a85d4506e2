/**
 * The web app's deploy flow end to end, minus the browser: a token template deployed on a real
 * local chain by the step runner, then "Sourcecode Verify" through the real server, which submits
 * to the local test explorer. Proves what the UI relies on: `skipped` on the local chain (no
 * explorer), and with an explorer the constructor arguments the chain received.
 */
import { deploy, runSteps, type StepProgress } from '@tokenbox/core'
import { contractBytecode } from '@tokenbox/core/contracts/bytecodes.ts'
import { standardTokenAbi, standardTokenBytecode } from '@tokenbox/core/contracts/index.ts'
import { toServerVerifyStep } from '@tokenbox/core/explorer/index.ts'
import { devAccounts } from '@tokenbox/core/testing/localTestChain.ts'
import { useEtherscanTestServer } from '@tokenbox/core/testing/startEtherscanTestServer.ts'
import { useLocalNode } from '@tokenbox/core/testing/useLocalTestChain.ts'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { readShippedVerifyInputs, shippedVerifyInputsDirOf } from '../src/explorer/readShippedVerifyInputs.ts'
import { listeningExplorerApp } from './listenOnFreePort.ts'
import { useTemporaryFolder } from './useTemporaryFolder.ts'

const fastBackoff = { initialMs: 5, factor: 1.5, maxMs: 20 }

const root = useTemporaryFolder('tokenbox-explorer-flow-')
const local = useLocalNode()
const explorer = useEtherscanTestServer()
const [owner] = devAccounts

function deployStandardToken(name: string) {
  return deploy({
    abi: standardTokenAbi,
    bytecode: standardTokenBytecode,
    args: [name, 'FLOW', 18, 10n ** 21n, owner],
  })
}

/**
 * Runs `deployToken` and then the server's verify step for its StandardToken through `baseUrl`, as
 * the web app's deploy flow does.
 */
function deployThenVerify(
  deployToken: ReturnType<typeof deploy>,
  baseUrl: string,
  onProgress?: (update: StepProgress) => void,
) {
  return runSteps({
    publicClient: local.publicClient,
    walletClient: local.walletClient,
    account: owner,
    steps: [
      deployToken,
      toServerVerifyStep({
        deployStep: deployToken,
        contractName: 'StandardToken',
        baseUrl,
        backoff: fastBackoff,
      }),
    ],
    ...(onProgress && { onProgress }),
  })
}

/** The last source code submission the test explorer received. */
const lastSubmission = () =>
  explorer.received.filter((request) => request.form.action === 'verifysourcecode').at(-1)

describe('deploy, then Sourcecode Verify through the server', () => {
  it('on the local chain (no explorer): the flow ends done, the verify step skipped with explorer.noApi', async () => {
    const { app, baseUrl } = await listeningExplorerApp(root, {})
    try {
      explorer.reset()
      const deployToken = deployStandardToken('Local Flow')
      const progress: StepProgress[] = []
      const run = await deployThenVerify(deployToken, baseUrl, (update) => progress.push(update))
      expect(run.status).toBe('done')
      if (run.status !== 'done') return
      expect(run.results[0]?.contractAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(run.results[1]).toEqual({
        type: 'verify',
        status: 'skipped',
        output: { status: 'skipped', reason: 'explorer.noApi' },
      })
      expect(progress.filter((update) => update.stepIndex === 1).map((update) => update.state)).toEqual([
        'initiating',
        'verifying',
        'done',
      ])
      expect(explorer.received).toHaveLength(0)
    } finally {
      await app.close()
    }
  })

  it('with an explorer for the chain: verified, with the shipped input and the creation transaction tail', async () => {
    const { app, baseUrl } = await listeningExplorerApp(root, { [hardhat.id]: explorer.apiUrl })
    try {
      explorer.reset({ unindexedSubmissions: 1, pendingPolls: 1 })
      const deployToken = deployStandardToken('Verified Flow')
      const run = await deployThenVerify(deployToken, baseUrl)
      expect(run.status).toBe('done')
      if (run.status !== 'done') return
      const [deployed, verified] = run.results
      expect(verified).toEqual({
        type: 'verify',
        status: 'confirmed',
        output: { status: 'verified', guid: expect.stringMatching(/^guid/) },
      })

      const submission = lastSubmission()
      const transaction = await local.publicClient.getTransaction({ hash: deployed!.hash! })
      expect(transaction.input.startsWith(standardTokenBytecode)).toBe(true)
      expect(submission?.form).toMatchObject({
        chainid: String(hardhat.id),
        contractaddress: deployed!.contractAddress,
        contractname: 'project/src/tokens/templates/StandardToken.sol:StandardToken',
        constructorArguements: transaction.input.slice(standardTokenBytecode.length),
        sourceCode: JSON.stringify((await readShippedVerifyInputs()).get('StandardToken')!.input),
        apikey: 'test-key',
      })
    } finally {
      await app.close()
    }
  })

  it("a london deployment is verified with the london build's input", async () => {
    const { app, baseUrl } = await listeningExplorerApp(root, { [hardhat.id]: explorer.apiUrl })
    try {
      explorer.reset()
      const deployToken = deploy({
        abi: standardTokenAbi,
        bytecode: await contractBytecode.StandardToken.london(),
        args: ['London Flow', 'FLOW', 18, 10n ** 21n, owner],
        build: 'london',
      })
      const run = await deployThenVerify(deployToken, baseUrl)
      expect(run.status).toBe('done')
      const submission = lastSubmission()
      const london = (await readShippedVerifyInputs(shippedVerifyInputsDirOf('london'))).get('StandardToken')!
      expect(submission?.form.sourceCode).toBe(JSON.stringify(london.input))
    } finally {
      await app.close()
    }
  })
})
