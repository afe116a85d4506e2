import type { PresaleDraft, PresaleMode } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { defaultPresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Alert, Button, Col, Flex, Form, Row, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { ErrorAlert } from '../../../app/errors/ErrorAlert.tsx'
import { Panel } from '../../../app/layout/Panel.tsx'
import { StepsProgress } from '../../../app/transactions/StepsProgress.tsx'
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
            {!address && (
              <Alert
                type="warning"
                showIcon
                title={t('connectWallet', { ns: 'errors' })}
                style={{ marginBottom: 16 }}
              />
            )}
            {creation.prepareError && (
              <ErrorAlert
                message={creation.prepareError}
                testId="presale-prepare-error"
                style={{ marginBottom: 16 }}
              />
            )}
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={creation.running || creation.preparing}
              disabled={!address}
              data-testid="presale-create-submit"
            >
              {t('create.submit')}
            </Button>
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={20}>
          <Panel title={t('summary.title')}>
            <PresaleSummary form={form} fees={creation.fees} locker={creation.locker} />
          </Panel>
          {creation.exemption && (
            <Alert type="info" showIcon title={t('create.exemption')} data-testid="presale-exemption" />
          )}
          {creation.steps.length > 0 && (
            <Panel title={t('create.progress')}>
              <StepsProgress
                layout="list"
                steps={creation.steps}
                titles={creation.titles}
                progress={creation.progress}
                result={creation.result}
                testId="presale-create-progress"
                errorTestId="presale-create-error"
              />
            </Panel>
          )}
          {creation.created && (
            <Alert
              type="success"
              showIcon
              data-testid="presale-created"
              title={t('create.created')}
              description={
                <Flex vertical gap={8} align="flex-start">
                  <Typography.Text code copyable data-testid="presale-created-address">
                    {creation.created}
                  </Typography.Text>
                  <Button
                    type="primary"
                    onClick={() => onOpen(creation.created!)}
                    data-testid="presale-created-open"
                  >
                    {t('create.open')}
                  </Button>
                </Flex>
              }
            />
          )}
        </Flex>
      </Col>
    </Row>
  )
}
