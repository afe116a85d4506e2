import {
  hasTradingSwitch,
  type LaunchFormValues,
  offersTimedRenounce,
} from '@tokenbox/core/launch/launchFormValues.ts'
import { Alert, Form, InputNumber, Radio, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { SharedContractGate } from '../../../app/contracts/SharedContractGate.tsx'
import { DateTimePicker, epochMsItemProps } from '../../../app/forms/DateTimePicker.tsx'
import { labelledOptions } from '../../../app/forms/labelledOptions.ts'
import { useExplorerVerifies } from '../../../app/safety/useProxiedChains.ts'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { buyerViewLines } from './buyerViewLines.ts'
import type { useLaunchRun } from './useLaunchRun.ts'

/** The longest lock the form offers: ten years. */
const maxLockDays = 3_650

/**
 * The Protect step: what happens to the LP (locked in the chain's TokenBox locker for a number of
 * days, burned, or kept, with a warning), whether trading starts now (tokens with a trading switch),
 * and ownership (kept, renounced, or renounced until a date for tokens created with that option),
 * with the plain-words list of what buyers will see.
 */
export function LaunchProtectStep({
  locker,
  chainId,
}: {
  locker: ReturnType<typeof useLaunchRun>['locker']
  chainId: number
}) {
  const { t, i18n } = useTranslation('launch')
  const explorer = useExplorerVerifies(chainId)
  const form = Form.useFormInstance<LaunchFormValues>()
  const values = Form.useWatch([], { form, preserve: true }) as LaunchFormValues | undefined
  const lpMode = Form.useWatch('lpMode', form)
  const renounceMode = Form.useWatch('renounceMode', form)
  if (!values) return null
  const fresh = values.launchSource === 'new'
  const trading = fresh ? hasTradingSwitch(values.launchTemplate) : true
  const timed = offersTimedRenounce(values)
  return (
    <>
      <Form.Item name="lpMode" label={t('protect.lp')}>
        <Radio.Group
          data-testid="launch-lp-mode"
          options={labelledOptions(t, { lock: 'protect.lock', burn: 'protect.burn', keep: 'protect.keep' })}
        />
      </Form.Item>
      {lpMode === 'lock' && (
        <>
          <Form.Item
            name="lockDays"
            label={t('protect.lockDays')}
            extra={t('protect.lockDaysHint')}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 1,
                max: maxLockDays,
                message: t('protect.lockDaysRange', { max: maxLockDays }),
              },
            ]}
          >
            <InputNumber
              min={1}
              max={maxLockDays}
              precision={0}
              style={{ width: 200 }}
              data-testid="launch-lock-days"
            />
          </Form.Item>
          <SharedContractGate
            kind="lock"
            contract={locker}
            ns="launch"
            prefix="locker"
            testId="launch-locker"
          >
            {() => null}
          </SharedContractGate>
        </>
      )}
      {lpMode === 'keep' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('protect.keepWarning')}
          data-testid="launch-keep-warning"
        />
      )}
      {lpMode === 'burn' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('protect.burnNote')} />
      )}
      {trading && (
        <Form.Item
          name="startTradingNow"
          label={t('protect.startTrading')}
          extra={fresh ? t('protect.startTradingHint') : t('protect.startTradingExisting')}
          valuePropName="checked"
        >
          <Switch data-testid="launch-start-trading" />
        </Form.Item>
      )}
      <Form.Item name="renounceMode" label={t('protect.renounce')} extra={t('protect.renounceHint')}>
        <Radio.Group
          data-testid="launch-renounce-mode"
          options={[
            { value: 'keep', label: t('protect.renounceKeep') },
            { value: 'now', label: t('protect.renounceNow') },
            ...(timed ? [{ value: 'until', label: t('protect.renounceUntil') }] : []),
          ]}
        />
      </Form.Item>
      {renounceMode === 'until' && timed && (
        <Form.Item
          name="renounceAt"
          label={t('protect.renounceAt')}
          {...epochMsItemProps}
          rules={[
            {
              validator: (_rule, value?: number) =>
                value && value > Date.now()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('protect.renounceAtFuture'))),
            },
          ]}
        >
          <DateTimePicker data-testid="launch-renounce-at" />
        </Form.Item>
      )}
      <div style={{ marginBottom: 16 }} data-testid="launch-buyer-view">
        <h4 style={{ margin: '0 0 10px' }}>{t('protect.buyersSee')}</h4>
        <SummaryLineList lines={buyerViewLines(values, t, i18n.language, Date.now(), explorer)} />
      </div>
    </>
  )
}
