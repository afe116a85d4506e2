import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Col, Flex, Form, type FormInstance, Row } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { CreateTokenProgress } from './CreateTokenProgress.tsx'
import { CreateTokenSubmit } from './CreateTokenSubmit.tsx'
import type { useTemplateCreate } from './useTemplateCreate.ts'

type TemplateCreation = ReturnType<typeof useTemplateCreate>

/**
 * Create Token for a template with its own form (sale, fair launch, inscription): the form's fields beside the
 * live summary, then the deployment and "Sourcecode Verify" as for every template, and the token's
 * own screen one click away. A failed transaction leaves the form as typed.
 */
export function TemplateCreatePanel<Values extends object>({
  form,
  initialValues,
  creation,
  submit,
  fields,
  summary,
  onOpen,
  openLabel,
}: {
  /** The screen's own form, where it reads or sets it itself (default: the panel's). */
  form?: FormInstance<Values>
  /** The form's first values (read once). */
  initialValues: Values | (() => Values)
  creation: TemplateCreation
  submit: (values: Values) => Promise<void>
  fields: ReactNode
  summary: (form: FormInstance<Values>) => ReactNode
  onOpen: (address: string) => void
  openLabel: string
}) {
  const { t } = useTranslation(['tokens', 'errors'])
  const { address } = useConnection()
  const [values] = Form.useForm<Values>(form)
  const [initial] = useState(initialValues)
  const { running, preparing, prepareError } = creation

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={t('create.title')}>
          <VerticalForm
            form={values}
            initialValues={initial}
            onFinish={submit}
            disabled={running || preparing}
            data-testid="create-token-form"
          >
            {fields}
            <CreateTokenSubmit
              connected={!!address}
              prepareError={prepareError}
              busy={running || preparing}
            />
          </VerticalForm>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={20} style={{ position: 'sticky', top: 16 }}>
          <Panel title={t('summary.title')}>{summary(values)}</Panel>
          <CreateTokenProgress creation={creation} onManage={onOpen} manageLabel={openLabel} />
        </Flex>
      </Col>
    </Row>
  )
}
