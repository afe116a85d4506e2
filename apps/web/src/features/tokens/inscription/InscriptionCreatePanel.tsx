import {
  defaultInscriptionFormValues,
  type InscriptionFormValues,
} from '@tokenbox/core/tokens/inscription/inscriptionFormValues.ts'
import { Form } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from 'wagmi'
import { TemplateCreatePanel } from '../create/TemplateCreatePanel.tsx'
import { InscriptionFormFields } from './InscriptionFormFields.tsx'
import { InscriptionSummary } from './InscriptionSummary.tsx'
import { useInscriptionCreate } from './useInscriptionCreate.ts'

/**
 * Create Token for an inscription token: the figures, an optional stated allocation, the live
 * summary with the deploy and mint texts, then the deployment and "Sourcecode Verify" as for every
 * template (TemplateCreatePanel). A failed transaction leaves the form as typed.
 */
export function InscriptionCreatePanel({ onMint }: { onMint: (address: string) => void }) {
  const { t } = useTranslation('tokens')
  const { address } = useConnection()
  const [form] = Form.useForm<InscriptionFormValues>()
  const creation = useInscriptionCreate()

  // The allocation receiver defaults to the wallet, until the user types their own.
  useEffect(() => {
    if (address && !form.isFieldTouched('allocationRecipient'))
      form.setFieldValue('allocationRecipient', address)
  }, [address, form])

  return (
    <TemplateCreatePanel
      form={form}
      initialValues={defaultInscriptionFormValues(address)}
      creation={creation}
      submit={creation.submit}
      fields={<InscriptionFormFields />}
      summary={(values) => <InscriptionSummary form={values} />}
      onOpen={onMint}
      openLabel={t('inscription.result.mint')}
    />
  )
}
