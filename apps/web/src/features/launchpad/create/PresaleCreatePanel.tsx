import type { PresaleDraft, PresaleMode } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { defaultPresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Col, Form, Row } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { CreateFlowColumn } from '../../../app/transactions/CreateFlowColumn.tsx'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import { LaunchpadFactoryGate } from '../LaunchpadFactoryGate.tsx'
import { PresaleFormFields } from './PresaleFormFields.tsx'
import { PresaleSummary } from './PresaleSummary.tsx'
import { usePresaleCreate } from './usePresaleCreate.ts'

/**
 * Create: the form beside the live summary (the operator's fee read from the factory, the tokens
 * needed, what the creator can and cannot do), then the steps (approve, exemption when a TokenBox
 * tax token needs one, create, team lock) with their progress, and the new presale one click away.
 */
export function PresaleCreatePanel({
  mode,
  onOpen,
}: {
  mode: PresaleMode
  onOpen: (presale: string) => void
}) {
  return (
    <LaunchpadFactoryGate>
      {(factory) => <CreateForm factory={factory} mode={mode} onOpen={onOpen} />}
    </LaunchpadFactoryGate>
  )
}

function CreateForm({
  factory,
  mode,
  onOpen,
}: {
  factory: Address
  mode: PresaleMode
  onOpen: (presale: string) => void
}) {
  const { t } = useTranslation(['launchpad', 'errors'])
  const { address } = useConnection()
  const [form] = Form.useForm<PresaleDraft>()
  const [initialValues] = useState(() => defaultPresaleDraft(mode, Date.now(), address))
  const creation = usePresaleCreate(factory)
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={t(`create.title.${mode}`)}>
          <Form
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={() => void creation.submit(form.getFieldsValue(true) as PresaleDraft)}
            disabled={creation.running || creation.preparing}
            requiredMark={false}
            data-testid="presale-create-form"
            scrollToFirstError
          >
            <PresaleFormFields />
            <CreateSubmitFooter
              connected={!!address}
              prepareError={creation.prepareError}
              busy={creation.running || creation.preparing}
              label={t('create.submit')}
              submitTestId="presale-create-submit"
              prepareErrorTestId="presale-prepare-error"
            />
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <CreateFlowColumn
          testIdPrefix="presale"
          summaryTitle={t('summary.title')}
          summary={<PresaleSummary form={form} fees={creation.fees} locker={creation.locker} />}
          notice={
            creation.exemption && (
              <Alert type="info" showIcon title={t('create.exemption')} data-testid="presale-exemption" />
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
