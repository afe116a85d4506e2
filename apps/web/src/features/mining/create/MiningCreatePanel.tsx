import {
  defaultMiningDraft,
  type MiningDraft,
  type MiningPoolKind,
  type MiningScreen,
} from '@tokenbox/core/mining/miningDraft.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Col, Form, Row } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { CreateFlowColumn } from '../../../app/transactions/CreateFlowColumn.tsx'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { MiningFactoryGate } from '../MiningFactoryGate.tsx'
import { MiningFormFields } from './MiningFormFields.tsx'
import { MiningSummary } from './MiningSummary.tsx'
import { useMiningCreate } from './useMiningCreate.ts'

/**
 * Create: the form of the screen's kind beside the live summary (the rate per day and per second,
 * the fund's days, what the creator can and cannot do), then the steps (exemption where a TokenBox
 * tax token needs one, approve the fund, create, whitelist) with their progress, and the new pool
 * one click away.
 */
export function MiningCreatePanel({
  screen,
  kind,
  onOpen,
}: {
  screen: MiningScreen
  kind: MiningPoolKind
  onOpen: (pool: string) => void
}) {
  return (
    <MiningFactoryGate>
      {(factory) => <CreateForm factory={factory} screen={screen} kind={kind} onOpen={onOpen} />}
    </MiningFactoryGate>
  )
}

function CreateForm({
  factory,
  screen,
  kind,
  onOpen,
}: {
  factory: Address
  screen: MiningScreen
  kind: MiningPoolKind
  onOpen: (pool: string) => void
}) {
  const { t } = useTranslation(['mining', 'errors'])
  const { address } = useConnection()
  const [form] = Form.useForm<MiningDraft>()
  const [initialValues] = useState(() => defaultMiningDraft(screen, kind, Date.now()))
  const creation = useMiningCreate(factory)
  const busy = creation.running || creation.preparing
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={t(screen === 'lp' ? 'create.titleLp' : 'create.title', { kind: t(`kind.${kind}`) })}>
          <Form
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={() => void creation.submit(form.getFieldsValue(true) as MiningDraft)}
            disabled={busy}
            requiredMark={false}
            data-testid="mining-create-form"
            scrollToFirstError
          >
            <MiningFormFields screen={screen} />
            <CreateSubmitFooter
              connected={!!address}
              prepareError={creation.prepareError}
              busy={busy}
              label={t('create.submit')}
              submitTestId="mining-create-submit"
              prepareErrorTestId="mining-prepare-error"
            />
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <CreateFlowColumn
          testIdPrefix="mining"
          summaryTitle={t('summary.title')}
          summary={<MiningSummary form={form} />}
          notice={
            creation.exemption && (
              <Alert type="info" showIcon title={t('create.exemption')} data-testid="mining-exemption" />
            )
          }
          progressTitle={t('create.progress')}
          steps={creation.steps}
          titles={creation.titles}
          progress={creation.progress}
          result={creation.result}
          created={creation.created}
          createdTitle={t('create.created')}
          openLabel={t('create.open')}
          onOpen={onOpen}
        />
      </Col>
    </Row>
  )
}
