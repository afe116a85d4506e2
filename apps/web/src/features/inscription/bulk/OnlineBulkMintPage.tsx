import { Alert, Flex } from 'antd'
import type { Address } from 'viem'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { BulkMintColumns } from './BulkMintColumns.tsx'
import { MintFormPanel } from './MintFormPanel.tsx'
import { OnlineMintProgress } from './OnlineMintProgress.tsx'
import { OnlineMintSettings } from './OnlineMintSettings.tsx'
import { StopRunButton } from './StopRunButton.tsx'
import { UnfinishedRunAlert } from './UnfinishedRunAlert.tsx'
import { useOnlineBulkMint } from './useOnlineBulkMint.ts'

/**
 * Online bulk mint (`/ins/ol`): one mint inscription sent N times from the connected wallet,
 * either one self-transaction per mint (the wallet asked for each; what every indexer reads) or
 * through TokenBox's bulk contract, 500 mints per transaction (ESIP-3 events: TokenBox's indexer
 * counts them, indexers that read only calldata do not; the screen says so). Stop between two
 * transactions at any time; the run is saved as it goes and a reload offers to resume it, awaiting
 * a sent transaction rather than sending it again. Refused before any gas is paid when the indexer
 * says the mint would not count. useOnlineBulkMint owns the flow; this only renders.
 */
export function OnlineBulkMintPage() {
  const { t } = useLazyNamespace('inscription')
  const online = useOnlineBulkMint()
  const { form, inscription, flow, unfinished } = online
  const busy = flow.preparing || flow.running

  const startButton = (bulkContract?: Address) =>
    flow.running ? (
      <StopRunButton stopping={online.stopping} onStop={online.stop} testId="online-mint-stop" />
    ) : (
      <CreateSubmitFooter
        connected={online.connected}
        prepareError={flow.prepareError}
        busy={flow.preparing}
        label={t('online.start', { count: online.count ?? 0 })}
        submitTestId="online-mint-start"
        onClick={() => void online.start(bulkContract)}
      />
    )

  return (
    <Flex vertical gap={20}>
      {unfinished && (
        <UnfinishedRunAlert
          prefix="online-mint"
          titleKey="online.unfinished"
          done={unfinished.done}
          count={unfinished.transactions}
          stored={unfinished.stored}
          onResume={online.resume}
          onDiscard={online.discard}
        />
      )}
      <BulkMintColumns
        form={form}
        inscription={inscription}
        prefix="online-mint"
        via={online.method === 'contract' ? 'contract' : 'self'}
        withBalance
      >
        {(inline) => (
          <MintFormPanel
            prefix="online-mint"
            mint={online}
            settings={
              <OnlineMintSettings
                method={online.method}
                onMethod={online.changeMethod}
                onePerTransaction={online.oneMintPerTransaction ? inscription?.p : undefined}
                count={online.count}
                onCount={online.setCount}
                max={online.max}
                disabled={busy}
              />
            }
            inline={inline}
            footer={
              (flow.running || flow.result) &&
              flow.steps.length > 0 && (
                <OnlineMintProgress
                  run={online.active}
                  steps={flow.steps}
                  progress={flow.progress}
                  result={flow.result}
                  mintedOut={online.mintedOut}
                  sent={online.sent}
                />
              )
            }
          >
            {online.method === 'contract' ? (
              <>
                <Alert
                  type="info"
                  showIcon
                  title={t('online.contractNote')}
                  data-testid="online-mint-contract-note"
                />
                <SharedContractGate
                  kind="bulkBrc20Mint"
                  contract={online.contract}
                  ns="inscription"
                  testId="online-mint-contract"
                >
                  {(bulkContract) => startButton(bulkContract)}
                </SharedContractGate>
              </>
            ) : (
              startButton()
            )}
          </MintFormPanel>
        )}
      </BulkMintColumns>
    </Flex>
  )
}
