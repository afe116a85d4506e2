import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import type {
  ResumeFrom,
  RunStepsParameters,
  RunStepsResult,
  Step,
  StepProgress,
} from '@tokenbox/core/transactions/types.ts'
import { useState } from 'react'
import { useConfig } from 'wagmi'
import { useChainEntries } from '../../wallet/network/useChainEntries.ts'
import { useCurrentLanguage } from '../i18n/useCurrentLanguage.ts'

/**
 * The runner and the error catalogue (every contract error worded, about 75 kB gzip): loaded with
 * the first run, not with the screens that offer one (the dashboard's faucet among them).
 */
async function loadRunner() {
  const [
    { runSteps },
    { toErrorMessage },
    { WalletNotConnectedError },
    { getPublicClient, getWalletClient },
  ] = await Promise.all([
    import('@tokenbox/core/transactions/runSteps.ts'),
    import('@tokenbox/core/errors/toErrorMessage.ts'),
    import('@tokenbox/core/errors/transaction.ts'),
    // The clients too: wagmi's usePublicClient / useWalletClient bring viem's every public and
    // wallet action (about 50 kB gzip) to any screen that merely offers a run.
    import('wagmi/actions'),
  ])
  return { runSteps, toErrorMessage, WalletNotConnectedError, getPublicClient, getWalletClient }
}

/** The chain's entry to value a preview's amounts with (readUsdPrices), when the app knows the chain. */
export function pricesOn(entries: readonly ChainEntry[], chainId: number | undefined) {
  const entry = entries.find((known) => known.id === chainId)
  return entry ? { entry } : undefined
}

/**
 * Runs a flow of steps with core's runner on the connected wallet and exposes its latest
 * progress and result to React. All logic (gas, wallet, receipts, error mapping, the simulation
 * of each transaction before the wallet opens: `progress.preview`) stays in core.
 *
 * @example
 * const { run, progress, result, running } = useStepRunner()
 * await run([transferAsset({ asset, to: recipient, amount })]) // a step built by core
 */
export function useStepRunner() {
  const config = useConfig()
  const language = useCurrentLanguage()
  const entries = useChainEntries()
  const [progress, setProgress] = useState<StepProgress | null>(null)
  const [result, setResult] = useState<RunStepsResult | null>(null)
  const [running, setRunning] = useState(false)

  /**
   * Runs `steps`; with `resume` (a failed result of the same steps) it continues from the failed
   * step; `control.signal` stops it before the next step, and `control.beforeStep` is asked before
   * each one (core's runSteps).
   */
  const run = async (
    steps: readonly Step[],
    resume?: ResumeFrom,
    control: Pick<RunStepsParameters, 'signal' | 'beforeStep'> = {},
  ): Promise<RunStepsResult> => {
    setRunning(true)
    setResult(null)
    setProgress(null)
    const { runSteps, toErrorMessage, WalletNotConnectedError, getPublicClient, getWalletClient } =
      await loadRunner()
    const publicClient = getPublicClient(config)
    // Throws while no wallet is connected: the run then fails as "wallet not connected".
    const walletClient = await getWalletClient(config).catch(() => undefined)
    const outcome: RunStepsResult =
      publicClient && walletClient
        ? await runSteps({
            publicClient,
            walletClient,
            steps,
            onProgress: setProgress,
            resume,
            // Each transaction is simulated before the wallet opens; the progress shows what it does,
            // valued in dollars by the chain's pools where it has them.
            preview: { language, prices: pricesOn(entries, publicClient.chain?.id) },
            ...control,
          })
        : {
            status: 'failed',
            stepIndex: 0,
            step: steps[0]!,
            error: new WalletNotConnectedError(),
            message: toErrorMessage(new WalletNotConnectedError()),
            results: [],
          }
    setResult(outcome)
    setRunning(false)
    return outcome
  }
  return { run, progress, result, running }
}
