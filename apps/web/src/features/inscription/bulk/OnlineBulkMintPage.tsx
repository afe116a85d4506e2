import { bulkInscriberRuntime } from '@tokenbox/core/contracts/BulkInscriber.abi.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { bulkInscribeSteps } from '@tokenbox/core/inscription/bulkInscribeSteps.ts'
import { inscribeSteps } from '@tokenbox/core/inscription/inscribeSteps.ts'
import { inscriptionConventionOf, mintIsNumbered } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { isTickOpen } from '@tokenbox/core/inscription/tickStatus.ts'
import type { Step } from '@tokenbox/core/transactions/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Flex, Form, InputNumber, Segmented, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useIsMobile } from '../../../app/layout/useIsMobile.ts'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useStepRunner } from '../../../app/transactions/useStepRunner.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { InscribeColumns } from '../InscribeColumns.tsx'
import { InscribeFields } from '../InscribeFields.tsx'
import { InscribeResult } from '../InscribeResult.tsx'
import { InscriptionBytes } from '../InscriptionBytes.tsx'
import { MintBlockAlert } from '../MintBlockAlert.tsx'
import { TickStatusCard } from '../TickStatusCard.tsx'
import { useInscribe } from '../useInscribe.ts'
import { useMintBlock } from '../useMintBlock.ts'
import { useMintGuard } from '../useMintGuard.tsx'
import {
  clearOnlineMint,
  loadOnlineMint,
  type OnlineMintMethod,
  type StoredOnlineMint,
  saveOnlineMint,
} from './onlineMintStore.ts'
import { UnfinishedRunAlert } from './UnfinishedRunAlert.tsx'

/** The most mints one run asks the wallet for, one by one. */
const maxEach = 100
/** The most mints one run sends through the bulk contract (500 per transaction). */
const maxContract = 5_000

/** The steps of a run: one self-transaction per mint (numbered mints each with its id), or the bulk contract's calls. */
function stepsOf(run: Pick<StoredOnlineMint, 'method' | 'text' | 'texts' | 'count' | 'contract'>): Step[] {
  if (run.method === 'contract' && run.contract)
    return bulkInscribeSteps({ contract: run.contract, text: run.text, count: run.count })
  return run.texts?.length
    ? inscribeSteps({ texts: run.texts })
    : inscribeSteps({ text: run.text, count: run.count })
}

/**
 * Online bulk mint (`/ins/ol`): one mint inscription sent N times from the connected wallet,
 * either one self-transaction per mint (the wallet asked for each; what every indexer reads) or
 * through TokenBox's bulk contract, 500 mints per transaction (ESIP-3 events: TokenBox's indexer
 * counts them, indexers that read only calldata do not; the screen says so). Stop between two
 * transactions at any time; the run is saved as it goes and a reload offers to resume it, awaiting
 * a sent transaction rather than sending it again. Refused before any gas is paid when the indexer
 * says the mint would not count.
 */
export function OnlineBulkMintPage() {
  const { t, i18n } = useLazyNamespace('inscription')
  const { address } = useConnection()
  const { chainId } = useConnectedChainEntry()
  const isMobile = useIsMobile()
  const form = useInscribe('mint')
  const runner = useStepRunner()
  const contract = useChainContract('bulkBrc20Mint', bulkInscriberRuntime)
  const [chosenMethod, setMethod] = useState<OnlineMintMethod>('each')
  const [count, setCount] = useState<number | null>(10)
  const [steps, setSteps] = useState<readonly Step[]>([])
  const [stored, setStored] = useState<StoredOnlineMint | undefined>()
  const [stopping, setStopping] = useState(false)
  const controller = useRef<AbortController | null>(null)
  const current = useRef<Omit<StoredOnlineMint, 'savedAt'> | null>(null)
  /** The run on screen (its method and count title the progress lines). */
  const [active, setActive] = useState<Omit<StoredOnlineMint, 'savedAt'> | null>(null)
  const { inscription, block, lim } = useMintBlock(form.check)
  const { guard, contextHolder } = useMintGuard()
  // The bulk contract emits every mint in one transaction: the account model (ASC-20, SARC-20) counts
  // each event, but the ethscriptions protocol counts one ethscription per transaction and BSC-20
  // counts calldata only, so for the item model only one mint per transaction counts.
  const oneMintPerTransaction =
    inscription !== undefined && inscriptionConventionOf(inscription.p).model === 'items'
  const method = oneMintPerTransaction ? 'each' : chosenMethod
  const max = method === 'contract' ? maxContract : maxEach
  // A tick that fills up during a run stops it before its next transaction: those mints would not
  // count. The indexer is asked before each one, as Bulk mint does; an indexer that cannot be
  // reached stops nothing (the tick card says so).
  const [mintedOut, setMintedOut] = useState(false)
  const tickStillOpen = async () => {
    if (chainId === undefined || !inscription) return true
    const open = await isTickOpen(chainId, inscription.p, inscription.tick)
    if (!open) setMintedOut(true)
    return open
  }

  useEffect(() => {
    setStored(chainId !== undefined && address ? loadOnlineMint(chainId, address) : undefined)
  }, [chainId, address])
  // Each confirmed transaction (and the hash of one in flight) is saved as the run goes.
  useEffect(() => {
    const progress = runner.progress
    const run = current.current
    if (!progress || !run || chainId === undefined || !address) return
    let next = run
    if (progress.state === 'done' && progress.hash) {
      const hashes = [...run.hashes]
      hashes[progress.stepIndex] = progress.hash
      next = { ...run, hashes, pendingHash: undefined }
    } else if (progress.hash) next = { ...run, pendingHash: progress.hash }
    current.current = next
    saveOnlineMint(chainId, address, next)
  }, [runner.progress, chainId, address])

  const execute = async (run: Omit<StoredOnlineMint, 'savedAt'>) => {
    if (chainId === undefined || !address) return
    const next = stepsOf(run)
    setSteps(next)
    setActive(run)
    current.current = run
    saveOnlineMint(chainId, address, run)
    const abort = new AbortController()
    controller.current = abort
    setStopping(false)
    setMintedOut(false)
    const resume = run.hashes.length
      ? {
          results: run.hashes.map((hash, index) => ({
            type: next[index]!.type,
            status: 'confirmed' as const,
            hash,
          })),
          pendingHash: run.pendingHash,
        }
      : undefined
    const result = await runner.run(next, resume, { signal: abort.signal, beforeStep: tickStillOpen })
    controller.current = null
    // The run's own result is the last word (a progress effect may still be pending): nothing
    // left when it is done; else its confirmed hashes and a transaction still in flight.
    current.current = null
    setStopping(false)
    if (result.status === 'done') clearOnlineMint(chainId, address)
    else
      saveOnlineMint(chainId, address, {
        ...run,
        hashes: result.results.flatMap((step) => (step.hash ? [step.hash] : [])),
        pendingHash: result.pendingHash,
      })
  }

  const start = async (bulkContract?: Address) => {
    form.reveal()
    const check = form.check
    if (!check.ok || !inscription || !count || block || runner.running) return
    // Numbered mints get an id each; what would not count is sent only once the user confirms.
    const decided = method === 'each' ? await guard(inscription, count) : { texts: undefined }
    if (!decided) return
    setStored(undefined)
    const texts = decided.texts && mintIsNumbered(inscription.p) ? decided.texts : undefined
    void execute({
      text: check.text,
      texts,
      method,
      count: texts?.length ?? count,
      contract: bulkContract,
      hashes: [],
    })
  }
  const resume = () => {
    if (!stored) return
    form.change({ mode: 'text', text: stored.text })
    setMethod(stored.method)
    setCount(stored.count)
    setStored(undefined)
    void execute(stored)
  }
  const discard = () => {
    if (chainId !== undefined && address) clearOnlineMint(chainId, address)
    setStored(undefined)
  }
  const stop = () => {
    controller.current?.abort()
    setStopping(true)
  }

  const startButton = (bulkContract?: Address) =>
    runner.running ? (
      <Button danger size="large" block onClick={stop} loading={stopping} data-testid="online-mint-stop">
        {stopping ? t('bulk.stopping') : t('bulk.stop')}
      </Button>
    ) : (
      <CreateSubmitFooter
        connected={Boolean(address)}
        busy={false}
        label={t('online.start', { count: count ?? 0 })}
        submitTestId="online-mint-start"
        onClick={() => void start(bulkContract)}
      />
    )
  const tickCard = (
    <TickStatusCard
      op="mint"
      p={inscription?.p}
      tick={inscription?.tick}
      amt={inscription && BigInt(inscription.amt)}
      withBalance
    />
  )
  const bytes = (
    <InscriptionBytes
      check={form.check}
      prefix="online-mint"
      inline={isMobile}
      decoded={form.draft.mode === 'hex'}
      via={method === 'contract' ? 'contract' : 'self'}
    />
  )
  const doneMints = steps.length
    ? (runner.result?.results.length ?? 0) * (active?.method === 'contract' ? 500 : 1)
    : 0

  return (
    <Flex vertical gap={20}>
      {stored && !runner.running && (
        <UnfinishedRunAlert
          prefix="online-mint"
          title={t('online.unfinished', {
            done: stored.hashes.filter(Boolean).length,
            count: stepsOf(stored).length,
            time: formatDateTime(new Date(stored.savedAt), i18n.language),
          })}
          text={stored.text}
          onResume={resume}
          onDiscard={discard}
        />
      )}
      <InscribeColumns
        side={
          <>
            {tickCard}
            {bytes}
          </>
        }
      >
        {(inline) => (
          <Panel title={t('form.title.mint')} data-testid="online-mint-form">
            {contextHolder}
            <InscribeFields op="mint" form={form} />
            <Form layout="vertical" component="div" disabled={runner.running}>
              <Form.Item label={t('online.method')} extra={t(`online.methodHint.${method}`)}>
                <Segmented<OnlineMintMethod>
                  block
                  value={method}
                  onChange={(value) => {
                    setMethod(value)
                    if (value === 'each' && (count ?? 0) > maxEach) setCount(maxEach)
                  }}
                  options={[
                    { value: 'each', label: t('online.each') },
                    { value: 'contract', label: t('online.contract'), disabled: oneMintPerTransaction },
                  ]}
                  data-testid="online-mint-method"
                />
              </Form.Item>
              {oneMintPerTransaction && (
                <Alert
                  type="info"
                  showIcon
                  title={t('online.contractOnePerTransaction', { p: inscription?.p.toUpperCase() })}
                  data-testid="online-mint-one-per-transaction"
                  style={{ marginBottom: 16 }}
                />
              )}
              <Form.Item
                label={t('bulk.mints')}
                extra={t('online.countHint', { max })}
                htmlFor="online-mint-count"
              >
                <InputNumber
                  id="online-mint-count"
                  min={1}
                  max={max}
                  precision={0}
                  value={count}
                  onChange={setCount}
                  style={{ width: '100%' }}
                  data-testid="online-mint-count"
                />
              </Form.Item>
            </Form>
            {inline}
            <Flex vertical gap={12}>
              {block && inscription && (
                <MintBlockAlert
                  block={block}
                  p={inscription.p}
                  tick={inscription.tick}
                  lim={lim}
                  prefix="online-mint"
                />
              )}
              {method === 'contract' ? (
                <>
                  <Alert
                    type="info"
                    showIcon
                    title={t('online.contractNote')}
                    data-testid="online-mint-contract-note"
                  />
                  <SharedContractGate
                    kind="bulkBrc20Mint"
                    contract={contract}
                    ns="inscription"
                    testId="online-mint-contract"
                  >
                    {(bulkContract) => startButton(bulkContract)}
                  </SharedContractGate>
                </>
              ) : (
                startButton()
              )}
            </Flex>
            {(runner.running || runner.result) && steps.length > 0 && (
              <Flex vertical gap={16} style={{ marginTop: 20 }}>
                {mintedOut && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('online.mintedOut')}
                    data-testid="online-minted-out"
                  />
                )}
                <StepsProgress
                  layout="list"
                  steps={steps}
                  titles={steps.map((_, index) =>
                    active?.method === 'contract'
                      ? t('online.callNumber', {
                          from: index * 500 + 1,
                          to: Math.min((index + 1) * 500, active?.count ?? 0),
                        })
                      : t('progress.mintNumber', { number: index + 1 }),
                  )}
                  progress={runner.progress}
                  result={runner.result}
                  testId="online-mint-progress"
                />
                <InscribeResult
                  result={runner.result}
                  prefix="online-mint"
                  numbered={Boolean(active?.texts?.length)}
                />
                {runner.result?.status === 'failed' && (
                  <Typography.Text type="secondary" data-testid="online-mint-sent" data-done={doneMints}>
                    {t('online.sentSoFar', { count: doneMints })}
                  </Typography.Text>
                )}
              </Flex>
            )}
          </Panel>
        )}
      </InscribeColumns>
    </Flex>
  )
}
