import { type LockFormValues, validateLockToken } from '@tokenbox/core/lock/lockDraft.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Col, Flex, Form, Input, Row, Switch } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { issueRule } from '../../../app/forms/issueRule.ts'
import { VerticalForm } from '../../../app/forms/VerticalForm.tsx'
import { labelledClear } from '../../../app/layout/labelledClear.tsx'
import type { LockPrefill } from '../../../app/routes/lockPrefill.ts'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'
import type { LockMode } from '../lockModes.ts'
import { BatchLines } from './BatchLines.tsx'
import { CreateLockSide } from './CreateLockSide.tsx'
import { ScheduleFields } from './ScheduleFields.tsx'
import { SingleLockFields } from './SingleLockFields.tsx'
import { TokenInfo } from './TokenInfo.tsx'
import { useCreateLock } from './useCreateLock.ts'

/**
 * Create Lock: a token or LP, an amount (or many owners at once), a schedule, an owner who may be
 * another account, and a description; then approve and lock (useCreateLock owns the flow). Nothing
 * is sent while a field is refused, and a failed transaction leaves the form as the user typed it.
 */
export function CreateLockPanel({
  locker,
  mode,
  prefill,
  onLocked,
}: {
  locker: Address
  mode: LockMode
  /** Values another tool filled in through the link (lpLockPrefillHref). */
  prefill?: LockPrefill | undefined
  onLocked: () => void
}) {
  const { t } = useTranslation(['lock', 'errors'])
  const { address } = useConnection()
  const [form] = Form.useForm<LockFormValues>()
  const values = Form.useWatch([], form) as LockFormValues | undefined
  const isLp = values?.isLp ?? mode.lp
  const creation = useCreateLock(locker, values?.token, onLocked)
  const { token } = creation

  // A token read after the user typed its address re-checks the field (not a token, not LP).
  useEffect(() => {
    if (token.data !== undefined && form.isFieldTouched('token')) void form.validateFields(['token'])
  }, [token.data, form])
  useEffect(() => {
    if (address && !form.isFieldTouched('owner')) form.setFieldValue('owner', address)
  }, [address, form])

  const submit = async () => {
    // Every field, also those the current mode does not show (onFinish passes only the shown ones).
    const refused = await creation.submit(form.getFieldsValue(true) as LockFormValues)
    // The chain no longer holds the draft up (a balance spent meanwhile): the fields say why. antd
    // rejects with the very issues it has just shown on them (`errorFields`); anything else is not
    // a field's issue and is thrown on.
    if (refused)
      void form.validateFields().catch((error: unknown) => {
        if (!(error && typeof error === 'object' && 'errorFields' in error)) throw error
      })
  }

  const info = token.data ?? undefined
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Panel title={t('create.title')}>
          <VerticalForm
            form={form}
            onFinish={submit}
            disabled={creation.busy}
            initialValues={{
              token: prefill?.token,
              amount: prefill?.amount,
              isLp: mode.lp,
              kind: mode.kind,
              batch: false,
              forAnother: false,
              firstPercent: '10',
              cycle: 30,
              cycleUnit: 'day',
              cyclePercent: '10',
              description: '',
            }}
            data-testid="create-lock-form"
          >
            <Form.Item
              name="token"
              label={t(isLp ? 'form.lpToken' : 'form.token')}
              dependencies={['isLp']}
              rules={[issueRule(t, (value?: string) => validateLockToken(value, isLp, token.data), 'lock')]}
            >
              <Input
                spellCheck={false}
                placeholder="0x…"
                allowClear={labelledClear}
                data-testid="lock-token"
              />
            </Form.Item>
            {info && <TokenInfo token={info} />}
            <Flex gap={24} wrap>
              <Form.Item name="isLp" label={t('form.isLp')} valuePropName="checked">
                <Switch data-testid="lock-is-lp" />
              </Form.Item>
              <Form.Item name="batch" label={t('form.batch')} valuePropName="checked">
                <Switch data-testid="lock-batch" />
              </Form.Item>
            </Flex>
            {values?.batch ? (
              <BatchLines token={info} />
            ) : (
              <SingleLockFields token={token.data} forAnother={values?.forAnother ?? false} />
            )}
            <ScheduleFields />
            <Form.Item name="description" label={t('form.description')}>
              <Input maxLength={200} showCount data-testid="lock-description" />
            </Form.Item>
            <CreateSubmitFooter
              connected={!!address}
              prepareError={creation.prepareError}
              busy={creation.busy}
              label={t('create.submit')}
              submitTestId="lock-submit"
              prepareErrorTestId="lock-prepare-error"
            />
          </VerticalForm>
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <CreateLockSide
          values={values}
          tokenRead={!!info}
          steps={creation.steps}
          titles={creation.titles}
          progress={creation.progress}
          result={creation.result}
        />
      </Col>
    </Row>
  )
}
