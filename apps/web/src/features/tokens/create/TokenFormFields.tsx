import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import {
  hasOwner,
  isCompoundTemplate,
  isHubSaleTemplate,
  isTradingTemplate,
  type TokenTemplateId,
} from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Form } from 'antd'
import { CompoundFields } from './CompoundFields.tsx'
import { MarketingFields } from './MarketingFields.tsx'
import { MaxSupplyField } from './MaxSupplyField.tsx'
import { OptionSwitches } from './OptionSwitches.tsx'
import { RenounceUntilField } from './RenounceUntilField.tsx'
import { TokenBasicsFields } from './TokenBasicsFields.tsx'
import { TransferFeeFields } from './TransferFeeFields.tsx'

/** The switches of the normal template, in the order of spec 001 section 3. */
const normalSwitches = [
  'burnable',
  'mintable',
  'pausable',
  'timedRenounceEnabled',
  'blacklistEnabled',
  'whitelistEnabled',
] as const

/**
 * The create form's fields for one template: the shared ones (name, symbol, supply, decimals,
 * coin owner) and the template's own options. Every field validates with the spec's messages.
 */
export function TokenFormFields({ template }: { template: TokenTemplateId }) {
  const form = Form.useFormInstance<TokenFormValues>()
  const timedRenounce = Form.useWatch('timedRenounceEnabled', form)
  const mintable = Form.useWatch('mintable', form)

  return (
    <>
      <TokenBasicsFields owned={hasOwner(template)} />

      {isCompoundTemplate(template) && <CompoundFields nativeOnly={isHubSaleTemplate(template)} />}
      {isTradingTemplate(template) && <MarketingFields template={template} />}

      {template === 'meme' && <OptionSwitches names={['burnable']} />}

      {template === 'normal' && (
        <>
          <OptionSwitches names={normalSwitches} />
          {mintable && <MaxSupplyField hint="form.mintCapHint" />}
          {timedRenounce && <RenounceUntilField />}
          <TransferFeeFields />
        </>
      )}
    </>
  )
}
