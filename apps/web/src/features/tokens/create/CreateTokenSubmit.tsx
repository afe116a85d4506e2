import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { useTranslation } from 'react-i18next'
import { CreateSubmitFooter } from '../../../app/transactions/CreateSubmitFooter.tsx'

/** The create-token forms' footer: Create (`create-token-submit`) and why it cannot be prepared. */
export function CreateTokenSubmit(props: {
  connected: boolean
  blocked?: boolean
  prepareError: ErrorMessage | null | undefined
  busy: boolean
}) {
  const { t } = useTranslation('tokens')
  return (
    <CreateSubmitFooter
      {...props}
      label={t('create.submit')}
      submitTestId="create-token-submit"
      prepareErrorTestId="create-token-prepare-error"
    />
  )
}
