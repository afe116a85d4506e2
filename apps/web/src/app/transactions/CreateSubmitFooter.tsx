import type { ErrorMessage } from '@tokenbox/core/errors/toErrorMessage.ts'
import { Button } from 'antd'
import { ConnectWalletAlert } from '../../wallet/ConnectWalletAlert.tsx'
import { ErrorAlert } from '../errors/ErrorAlert.tsx'

const spaced = { marginBottom: 16 }

/**
 * The end of a create form: without a wallet the "Please connect wallet" warning and a disabled
 * button; a failure of preparing the plan (reading the chain before anything is signed) as a
 * translated alert; and the large submit button. Inside an antd `Form` the button submits it;
 * given `onClick` it is a plain button (a form laid out with `Flex`, which spaces the alerts itself).
 *
 * @example
 * <CreateSubmitFooter connected={!!address} prepareError={creation.prepareError} busy={busy}
 *   label={t('create.submit')} submitTestId="mining-create-submit" prepareErrorTestId="mining-prepare-error" />
 */
export function CreateSubmitFooter({
  connected,
  prepareError,
  busy,
  label,
  submitTestId,
  prepareErrorTestId,
  onClick,
  blocked = false,
}: {
  connected: boolean
  prepareError?: ErrorMessage | null | undefined
  busy: boolean
  label: string
  submitTestId: string
  prepareErrorTestId?: string
  /** A plain button calling this instead of a submit button. */
  onClick?: () => void
  /** The screen already says why nothing can be created here: the button is disabled. */
  blocked?: boolean
}) {
  const style = onClick ? undefined : spaced
  return (
    <>
      {!connected && <ConnectWalletAlert type="warning" style={style} />}
      {prepareError && <ErrorAlert message={prepareError} testId={prepareErrorTestId} style={style} />}
      <Button
        type="primary"
        htmlType={onClick ? 'button' : 'submit'}
        onClick={onClick}
        size="large"
        block
        loading={busy}
        disabled={!connected || blocked}
        data-testid={submitTestId}
      >
        {label}
      </Button>
    </>
  )
}
