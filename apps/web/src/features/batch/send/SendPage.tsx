import type { SendPlan } from '@tokenbox/core/batch/planSend.ts'
import { multiSenderRuntime } from '@tokenbox/core/contracts/MultiSender.abi.ts'
import { Card, Steps } from 'antd'
import { useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { useChainContract } from '../../../app/contracts/useChainContract.ts'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { ToolTourHint } from '../../../app/tour/ToolTourHint.tsx'
import { ConnectWalletAlert } from '../../../wallet/ConnectWalletAlert.tsx'
import { useCurrentNetwork } from '../../../wallet/network/useCurrentNetwork.ts'
import { ConfirmStep } from './ConfirmStep.tsx'
import { PrepareStep } from './PrepareStep.tsx'
import { SendRun } from './SendRun.tsx'
import type { PreparedSend } from './sendTask.ts'
import type { StoredSendTask } from './sendTaskStore.ts'
import { UnfinishedTask } from './UnfinishedTask.tsx'

type Stage =
  | { step: 'prepare' }
  | { step: 'confirm' }
  | { step: 'send'; plan: SendPlan; stored?: StoredSendTask | undefined }

/**
 * Multi sender (/wa/se): Prepare (asset and list) -> Confirm (batches, approval, gas and fees,
 * balance checks) -> Send (approval, then each batch, with progress, retry and CSV export), the
 * spec's three steps. The list stays when the user goes back, so nothing typed is lost.
 */
export function SendPage() {
  const { t } = useLazyNamespace('send')
  const { address } = useConnection()
  const { chainId } = useCurrentNetwork()
  const sender = useChainContract('send', multiSenderRuntime)
  const [stage, setStage] = useState<Stage>({ step: 'prepare' })
  const [prepared, setPrepared] = useState<PreparedSend>()
  const current = { prepare: 0, confirm: 1, send: 2 }[stage.step]

  const body = (senderAddress: Address) => {
    if (stage.step === 'prepare' || !prepared) {
      return (
        <>
          <UnfinishedTask
            key={`${chainId}-${address}`}
            onResume={(task) => {
              setPrepared(task.prepared)
              setStage({ step: 'send', plan: task.plan, stored: task })
            }}
          />
          <PrepareStep
            key={chainId}
            sender={senderAddress}
            initial={prepared}
            onNext={(next) => {
              setPrepared(next)
              setStage({ step: 'confirm' })
            }}
          />
        </>
      )
    }
    if (stage.step === 'confirm') {
      return (
        <ConfirmStep
          sender={senderAddress}
          prepared={prepared}
          onBack={() => setStage({ step: 'prepare' })}
          onSend={(plan) => setStage({ step: 'send', plan })}
        />
      )
    }
    return (
      <SendRun
        sender={senderAddress}
        prepared={prepared}
        plan={stage.plan}
        stored={stage.stored}
        onNew={() => {
          setPrepared(undefined)
          setStage({ step: 'prepare' })
        }}
      />
    )
  }

  return (
    <>
      <ToolTourHint tour="multiSender" />
      <Card title={t('title')} data-testid="send-page">
        <Steps
          current={current}
          size="small"
          style={{ marginBottom: 24 }}
          items={[{ title: t('steps.prepare') }, { title: t('steps.confirm') }, { title: t('steps.send') }]}
        />
        {address ? (
          // "This chain has no batch contract, do you want to create one?" (spec 001 section 8): the
          // gate deploys a MultiSender without a fee (fee recipient zero, fee 0) at its shared address.
          <SharedContractGate kind="send" contract={sender} ns="send" prefix="sender" testId="sender">
            {body}
          </SharedContractGate>
        ) : (
          <ConnectWalletAlert />
        )}
      </Card>
    </>
  )
}
