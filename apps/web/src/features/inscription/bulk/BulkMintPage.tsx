import { useQuery } from '@tanstack/react-query'
import { mergeImportedWallets } from '@tokenbox/core/collect/parsePrivateKeys.ts'
import { formatDateTime } from '@tokenbox/core/format/formatDateTime.ts'
import { formatThousands } from '@tokenbox/core/format/formatThousands.ts'
import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import { bulkMintPlanQueryOptions } from '@tokenbox/core/inscription/bulk/bulkMintPlanQuery.ts'
import { summarizeBulkMint } from '@tokenbox/core/inscription/bulk/summarizeBulkMint.ts'
import { mintIsNumbered } from '@tokenbox/core/inscription/inscriptionConventions.ts'
import { generateRandomWallets } from '@tokenbox/core/wallets/generateWallets.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Descriptions, Flex, Form, InputNumber, Row, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useConnection, usePublicClient } from 'wagmi'
import { ImportKeysPanel } from '../../../app/forms/ImportKeysPanel.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useIsMobile } from '../../../app/layout/useIsMobile.ts'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { InscribeColumns } from '../InscribeColumns.tsx'
import { InscribeFields } from '../InscribeFields.tsx'
import { InscriptionBytes } from '../InscriptionBytes.tsx'
import { MintBlockAlert } from '../MintBlockAlert.tsx'
import { TickStatusCard } from '../TickStatusCard.tsx'
import { useInscribe } from '../useInscribe.ts'
import { useMintBlock } from '../useMintBlock.ts'
import { useMintGuard } from '../useMintGuard.tsx'
import { BulkMintResults } from './BulkMintResults.tsx'
import { loadBulkMint, loadSubWalletKeys, type StoredBulkMint, saveSubWalletKeys } from './bulkMintStore.ts'
import { maxSubWallets, type SubWallet, SubWalletsPanel } from './SubWalletsPanel.tsx'
import { UnfinishedRunAlert } from './UnfinishedRunAlert.tsx'
import { useBulkMintRun } from './useBulkMintRun.ts'

/** The most mints one run sends. */
const maxMints = 1_000

/**
 * Bulk mint (`/ins/bm`): the same mint inscription sent N times from sub-wallets generated or
 * imported in the page, each funded by the main wallet with exactly the gas it needs and signing
 * its own mints here (core's bulk-mint engine), a delay between mints, Stop at any time, the
 * result of every mint and their summary. The run is saved as it goes and survives a reload
 * ("Resume"); it stops on its own once the indexer says the tick is fully minted.
 */
export function BulkMintPage() {
  const { t, i18n } = useLazyNamespace('inscription')
  useLazyNamespace('collect')
  const { address } = useConnection()
  const { chainId, entry } = useConnectedChainEntry()
  const publicClient = usePublicClient({ chainId })
  const isMobile = useIsMobile()
  const form = useInscribe('mint')
  const run = useBulkMintRun()
  const [wallets, setWallets] = useState<SubWallet[]>(() =>
    loadSubWalletKeys().map((wallet) => ({ ...wallet, origin: 'imported' })),
  )
  const [backedUp, setBackedUp] = useState(false)
  const [mints, setMints] = useState<number | null>(10)
  const [delaySeconds, setDelaySeconds] = useState<number | null>(0)
  const [stored, setStored] = useState<StoredBulkMint | undefined>()
  const busy = run.phase === 'planning' || run.phase === 'funding' || run.phase === 'minting'
  const symbol = entry?.nativeCurrency.symbol ?? 'ETH'

  useEffect(() => {
    saveSubWalletKeys(
      wallets.map(({ address: walletAddress, privateKey }) => ({ address: walletAddress, privateKey })),
    )
  }, [wallets])
  // An unfinished run of this account on this chain, offered once the page knows both.
  useEffect(() => {
    setStored(chainId !== undefined && address ? loadBulkMint(chainId, address) : undefined)
  }, [chainId, address])

  const check = form.check
  const { inscription, block: blocked, lim } = useMintBlock(check)
  const { guard, contextHolder } = useMintGuard()
  const addresses = useMemo(() => wallets.map((wallet) => wallet.address), [wallets])
  const preview = useQuery(
    bulkMintPlanQueryOptions(publicClient, {
      data: check.ok ? check.hex : undefined,
      mints: mints ?? undefined,
      wallets: addresses,
      busy,
    }),
  )
  const plan = busy || run.phase === 'done' ? run.plan : (preview.data ?? null)
  const unsaved = wallets.some((wallet) => wallet.origin === 'generated') && !backedUp
  const missingKeys = stored
    ? stored.wallets.filter((stored) => !wallets.some((wallet) => wallet.address === stored)).length
    : 0
  const storedSummary = stored?.snapshot && summarizeBulkMint(stored.snapshot)
  const unfinished =
    stored &&
    !busy &&
    run.phase !== 'done' &&
    (!storedSummary || storedSummary.counts.success < storedSummary.total)

  const generate = (count: number) => {
    const fresh = generateRandomWallets({ count }).map(({ address: walletAddress, privateKey }) => ({
      address: walletAddress,
      privateKey,
      origin: 'generated' as const,
    }))
    setWallets((current) => [...current, ...fresh].slice(0, maxSubWallets))
    setBackedUp(false)
  }
  const importKeys = (imported: { address: SubWallet['address']; privateKey: SubWallet['privateKey'] }[]) => {
    const merged = mergeImportedWallets(
      wallets,
      imported.map(({ address: walletAddress, privateKey }) => ({
        address: walletAddress,
        privateKey,
        origin: 'imported' as const,
      })),
    )
    setWallets(merged.wallets.slice(0, maxSubWallets))
    return merged.duplicates
  }
  const start = async () => {
    form.reveal()
    if (!address || !inscription || !check.ok || !mints || unsaved || blocked) return
    // Numbered mints get an id each; what would not count is sent only once the user confirms.
    const decided = await guard(inscription, mints)
    if (!decided) return
    setStored(undefined)
    void run.start(
      address,
      {
        text: check.text,
        texts: mintIsNumbered(inscription.p) ? decided.texts : undefined,
        p: inscription.p,
        tick: inscription.tick,
        mints,
        delayMs: (delaySeconds ?? 0) * 1_000,
      },
      wallets,
    )
  }
  const resume = () => {
    if (!address || !stored) return
    // The form shows what the run mints, as its exact text.
    form.change({ mode: 'text', text: stored.text })
    setStored(undefined)
    void run.resume(address, stored, wallets)
  }
  /** What the finished run left unminted (stopped, failed, still pending): "Resume" sends or settles it. */
  const runLeft = run.snapshot
    ? run.snapshot.mints.length - summarizeBulkMint(run.snapshot).counts.success
    : 0
  const resumeRest = () => {
    const saved = address && chainId !== undefined ? loadBulkMint(chainId, address) : undefined
    if (address && saved) void run.resume(address, saved, wallets)
  }
  const discard = () => {
    if (address) run.discard(address)
    setStored(undefined)
  }

  const settings = (
    <Form layout="vertical" component="div" disabled={busy}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label={t('bulk.mints')}
            extra={t('bulk.mintsHint', { max: maxMints })}
            htmlFor="bulk-mint-count"
          >
            <InputNumber
              id="bulk-mint-count"
              min={1}
              max={maxMints}
              precision={0}
              value={mints}
              onChange={setMints}
              style={{ width: '100%' }}
              data-testid="bulk-mint-count"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('bulk.delay')} extra={t('bulk.delayHint')} htmlFor="bulk-mint-delay">
            <InputNumber
              id="bulk-mint-delay"
              min={0}
              max={600}
              step={0.5}
              value={delaySeconds}
              onChange={setDelaySeconds}
              style={{ width: '100%' }}
              data-testid="bulk-mint-delay"
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  )
  const planSummary = plan && (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="bulk-mint-plan"
      data-total-funding={plan.totalFunding.toString()}
      items={[
        {
          key: 'gas',
          label: t('bulk.plan.gasLimit'),
          children: formatThousands(plan.gasLimit, i18n.language),
        },
        {
          key: 'funding',
          label: t('bulk.plan.funding'),
          children: t('bulk.plan.fundingValue', {
            amount: formatTokenAmount(plan.totalFunding, 18, 8),
            symbol,
            count: plan.fundings.length,
          }),
        },
      ]}
    />
  )
  const tickCard = (
    <TickStatusCard
      op="mint"
      p={inscription?.p}
      tick={inscription?.tick}
      amt={inscription && BigInt(inscription.amt)}
    />
  )
  const bytes = (
    <InscriptionBytes
      check={check}
      prefix="bulk-mint"
      inline={isMobile}
      decoded={form.draft.mode === 'hex'}
      via="subWallets"
    />
  )

  return (
    <Flex vertical gap={20}>
      {unfinished && stored && (
        <UnfinishedRunAlert
          prefix="bulk-mint"
          title={t('bulk.unfinished.title', {
            done: storedSummary?.counts.success ?? 0,
            count: stored.mints,
            time: formatDateTime(new Date(stored.savedAt), i18n.language),
          })}
          text={stored.text}
          note={
            missingKeys > 0 && (
              <Typography.Text type="warning" data-testid="bulk-mint-missing-keys">
                {t('bulk.unfinished.missingKeys', { count: missingKeys })}
              </Typography.Text>
            )
          }
          resumeDisabled={missingKeys > 0}
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
          <Flex vertical gap={20}>
            <Panel title={t('form.title.mint')} data-testid="bulk-mint-form">
              {contextHolder}
              <InscribeFields op="mint" form={form} />
              {settings}
              {inline}
              <Flex vertical gap={12}>
                {planSummary}
                {blocked && inscription && (
                  <MintBlockAlert
                    block={blocked}
                    p={inscription.p}
                    tick={inscription.tick}
                    lim={lim}
                    prefix="bulk-mint"
                  />
                )}
                {unsaved && <Alert type="warning" showIcon title={t('bulk.wallets.saveFirst')} />}
                {wallets.length === 0 && <Alert type="info" showIcon title={t('bulk.wallets.none')} />}
                {busy || run.phase === 'done' ? null : (
                  <CreateSubmitFooter
                    connected={Boolean(address)}
                    prepareError={run.setupError}
                    busy={false}
                    label={t('bulk.start')}
                    submitTestId="bulk-mint-start"
                    onClick={() => void start()}
                  />
                )}
                {busy && (
                  <Button
                    danger
                    size="large"
                    block
                    onClick={run.stop}
                    disabled={run.phase !== 'minting' || run.stopping}
                    loading={run.stopping}
                    data-testid="bulk-mint-stop"
                  >
                    {run.stopping ? t('bulk.stopping') : t('bulk.stop')}
                  </Button>
                )}
                {run.phase === 'done' && (
                  <Flex gap={8} vertical={isMobile}>
                    {runLeft > 0 && (
                      <Button
                        type="primary"
                        size="large"
                        block
                        onClick={resumeRest}
                        data-testid="bulk-mint-resume-rest"
                      >
                        {t('bulk.resumeRest', { count: runLeft })}
                      </Button>
                    )}
                    <Button size="large" block onClick={() => void start()} data-testid="bulk-mint-again">
                      {t('bulk.again')}
                    </Button>
                  </Flex>
                )}
                {run.fundingSteps.length > 0 &&
                  (run.phase === 'funding' || run.funding.result?.status === 'failed') && (
                    <StepsProgress
                      layout="list"
                      steps={run.fundingSteps}
                      titles={run.fundingSteps.map((_, index) => t('bulk.fundNumber', { number: index + 1 }))}
                      progress={run.funding.progress}
                      result={run.funding.result}
                      testId="bulk-mint-funding"
                    />
                  )}
              </Flex>
            </Panel>
            <SubWalletsPanel
              wallets={wallets}
              plan={plan}
              symbol={symbol}
              disabled={busy}
              backedUp={backedUp}
              onBackedUp={setBackedUp}
              onGenerate={generate}
              onClear={() => setWallets([])}
            />
            <ImportKeysPanel
              onImport={importKeys}
              disabled={busy}
              testIdPrefix="bulk-mint"
              hint={t('bulk.wallets.importHint')}
            />
          </Flex>
        )}
      </InscribeColumns>
      {run.snapshot && <BulkMintResults snapshot={run.snapshot} explorerUrl={entry?.url} symbol={symbol} />}
    </Flex>
  )
}
