import {
  type CustomTokenSelection,
  customTokenTemplate,
  toggleCustomOption,
} from '@tokenbox/core/tokens/custom/customTokenOptions.ts'
import { Alert } from 'antd'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ToolIntroduce } from '../../../app/docs/ToolIntroduce.tsx'
import { CoinTabs } from '../CoinTabs.tsx'
import { CreateTokenPanel } from '../create/CreateTokenPanel.tsx'
import type { TokenFormValues } from '../create/tokenFormValues.ts'
import { CustomTokenFields } from './CustomTokenFields.tsx'
import { customizedValues } from './customTokenValues.ts'

/**
 * Customize (`/co/ct`): a token composed from the options of every template, deployed from the
 * shipped template that has them all (core `customTokenTemplate`, contracts/README.md
 * "Customize"), so its verification input ships as for the others. Tabs Create Token, Manage
 * Token and Introduce (the introduction of the template the current choice deploys), as on the
 * other coin screens; a token just created opens in Manage Token.
 */
export function CustomizeTokenPage() {
  const { t } = useTranslation('tokens')
  const [selection, setSelection] = useState<CustomTokenSelection>([])
  const toggle = (option: CustomTokenSelection[number]) =>
    setSelection((current) => toggleCustomOption(current, option))
  const toValues = useCallback((values: TokenFormValues) => customizedValues(values, selection), [selection])

  return (
    <CoinTabs
      create={(onManage) => (
        <CreateTokenPanel
          // Not keyed by template: the form keeps what was typed while options change the template.
          template={customTokenTemplate(selection)}
          fields={<CustomTokenFields selection={selection} onToggle={toggle} />}
          toValues={toValues}
          onManage={onManage}
        />
      )}
      introduce={
        <>
          <Alert type="info" showIcon title={t('custom.intro')} style={{ marginBottom: 16 }} />
          <ToolIntroduce />
        </>
      }
    />
  )
}
