import {
  defaultMarket314FormValues,
  type Market314FormValues,
  toMarket314Parameters,
} from '@tokenbox/core/tokens/market314/market314FormValues.ts'
import type { Market314TemplateId } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Form, type FormInstance } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { SummaryLineList } from '../../../app/summary/SummaryLineList.tsx'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { TemplateCreatePanel } from '../create/TemplateCreatePanel.tsx'
import { useTemplateCreate } from '../create/useTemplateCreate.ts'
import { Market314FormFields } from './Market314FormFields.tsx'
import { market314SummaryLines } from './market314SummaryLines.ts'

/**
 * Create Token for the ERC314 family: the form beside the live summary of the owner's powers and
 * where the supply, fees and coin go, then the deployment and "Sourcecode Verify".
 */
export function Market314CreatePanel({
  template,
  onOpen,
}: {
  template: Market314TemplateId
  onOpen: (address: string) => void
}) {
  const { t } = useTranslation('tokens')
  const [form] = Form.useForm<Market314FormValues>()
  const creation = useTemplateCreate()
  const { address } = useConnection()
  const { entry } = useConnectedChainEntry()
  const coin = entry?.nativeCurrency.symbol ?? 'ETH'
  // antd hands onFinish only the fields this template shows; the parameters read the whole form.
  const submit = async () => {
    if (!address) return
    await creation.create(toMarket314Parameters(template, form.getFieldsValue(true), address))
  }
  return (
    <TemplateCreatePanel
      form={form}
      initialValues={() => defaultMarket314FormValues(Date.now(), template)}
      creation={creation}
      submit={submit}
      fields={<Market314FormFields template={template} coin={coin} />}
      summary={(values) => <Market314Summary template={template} form={values} coin={coin} />}
      onOpen={onOpen}
      openLabel={t('m314.result.open')}
    />
  )
}

/** The summary, rebuilt as the user types. */
function Market314Summary({
  template,
  form,
  coin,
}: {
  template: Market314TemplateId
  form: FormInstance<Market314FormValues>
  coin: string
}) {
  const { t, i18n } = useTranslation('tokens')
  const values = (Form.useWatch([], form) ?? {}) as Partial<Market314FormValues>
  return (
    <SummaryLineList lines={market314SummaryLines(template, values, { t, language: i18n.language, coin })} />
  )
}
