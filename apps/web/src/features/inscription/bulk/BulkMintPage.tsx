import { Alert, Flex, Typography } from 'antd'
import { ImportKeysPanel } from '../../../app/forms/ImportKeysPanel.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { BulkMintActions } from './BulkMintActions.tsx'
import { BulkMintColumns } from './BulkMintColumns.tsx'
import { BulkMintPlanSummary } from './BulkMintPlanSummary.tsx'
import { BulkMintResults } from './BulkMintResults.tsx'
import { BulkMintSettings } from './BulkMintSettings.tsx'
import { MintFormPanel } from './MintFormPanel.tsx'
import { SubWalletsPanel } from './SubWalletsPanel.tsx'
import { UnfinishedRunAlert } from './UnfinishedRunAlert.tsx'
import { useBulkMint } from './useBulkMint.ts'

/**
 * Bulk mint (`/ins/bm`): the same mint inscription sent N times from sub-wallets generated or
 * imported in the page, each funded by the main wallet with exactly the gas it needs and signing
 * its own mints here (core's bulk-mint engine), a delay between mints, Stop at any time, the
 * result of every mint and their summary. The run is saved as it goes and survives a reload
 * ("Resume"); it stops on its own once the indexer says the tick is fully minted. useBulkMint owns
 * the flow; this only renders.
 */
export function BulkMintPage() {
  const { t } = useLazyNamespace('inscription')
  useLazyNamespace('collect')
  const bulk = useBulkMint()
  const { form, inscription, run, busy, unfinished } = bulk

  return (
    <Flex vertical gap={20}>
      {unfinished && (
        <UnfinishedRunAlert
          prefix="bulk-mint"
          titleKey="bulk.unfinished.title"
          done={unfinished.done}
          count={unfinished.stored.mints}
          stored={unfinished.stored}
          note={
            unfinished.missingKeys > 0 && (
              <Typography.Text type="warning" data-testid="bulk-mint-missing-keys">
                {t('bulk.unfinished.missingKeys', { count: unfinished.missingKeys })}
              </Typography.Text>
            )
          }
          resumeDisabled={unfinished.missingKeys > 0}
          onResume={bulk.resume}
          onDiscard={bulk.discard}
        />
      )}
      <BulkMintColumns form={form} inscription={inscription} prefix="bulk-mint" via="subWallets">
        {(inline) => (
          <Flex vertical gap={20}>
            <MintFormPanel
              prefix="bulk-mint"
              mint={bulk}
              settings={
                <BulkMintSettings
                  mints={bulk.mints}
                  onMints={bulk.setMints}
                  delaySeconds={bulk.delaySeconds}
                  onDelaySeconds={bulk.setDelaySeconds}
                  disabled={busy}
                />
              }
              inline={inline}
              summary={<BulkMintPlanSummary plan={bulk.plan} symbol={bulk.symbol} />}
            >
              {bulk.unsaved && <Alert type="warning" showIcon title={t('bulk.wallets.saveFirst')} />}
              {bulk.wallets.length === 0 && <Alert type="info" showIcon title={t('bulk.wallets.none')} />}
              <BulkMintActions
                run={run}
                busy={busy}
                connected={bulk.connected}
                runLeft={bulk.runLeft}
                onStart={() => void bulk.start()}
                onResumeRest={bulk.resumeRest}
              />
            </MintFormPanel>
            <SubWalletsPanel
              wallets={bulk.wallets}
              plan={bulk.plan}
              symbol={bulk.symbol}
              disabled={busy}
              backedUp={bulk.backedUp}
              onBackedUp={bulk.setBackedUp}
              onGenerate={bulk.generate}
              onClear={() => bulk.setWallets([])}
            />
            <ImportKeysPanel
              onImport={bulk.importKeys}
              disabled={busy}
              testIdPrefix="bulk-mint"
              hint={t('bulk.wallets.importHint')}
            />
          </Flex>
        )}
      </BulkMintColumns>
      {run.snapshot && (
        <BulkMintResults snapshot={run.snapshot} explorerUrl={bulk.explorerUrl} symbol={bulk.symbol} />
      )}
    </Flex>
  )
}
