import { customizedValues } from '@tokenbox/core/tokens/custom/customizedValues.ts'
import {
  type CustomTokenSelection,
  type CustomTokenTemplate,
  customTokenTemplate,
  toggleCustomOption,
} from '@tokenbox/core/tokens/custom/customTokenOptions.ts'
import type { TokenFormValues } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Alert } from 'antd'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentationHref } from '../../../app/docs/documentationHref.ts'
import { ToolIntroduce } from '../../../app/docs/ToolIntroduce.tsx'
import { CoinTabs } from '../CoinTabs.tsx'
import { CreateTokenPanel } from '../create/CreateTokenPanel.tsx'
import { CustomTokenFields } from './CustomTokenFields.tsx'

/** The coin screen (route id) whose documentation covers each template Customize deploys. */
const templateToolIds = {
  normal: 'coNormal',
  marketing: 'coMarketing',
  dividend: 'coDividend',
  lpDividend: 'coLpDividend',
  marketingSale: 'coMarketingSale',
  dividendSale: 'coDividendSale',
  lpDividendSale: 'coLpDividendSale',
} as const satisfies Record<CustomTokenTemplate, string>

/**
 * Customize (`/co/ct`): a token composed from the options of every template, deployed from the
 * shipped template that has them all (core `customTokenTemplate`, contracts/docs/tokens.md
 * "Customize"), so its verification input ships as for the others. Tabs Create Token, Manage
 * Token and Introduce (Customize's documentation, with a link to the page of the coin the current choice deploys), as on the
 * other coin screens; a token just created opens in Manage Token.
 */
export function CustomizeTokenPage() {
  const { t } = useTranslation('tokens')
  const [selection, setSelection] = useState<CustomTokenSelection>([])
  const toggle = (option: CustomTokenSelection[number]) =>
    setSelection((current) => toggleCustomOption(current, option))
  const template = customTokenTemplate(selection)
  const toValues = useCallback((values: TokenFormValues) => customizedValues(values, selection), [selection])

  return (
    <CoinTabs
      create={(onManage) => (
        <CreateTokenPanel
          // Not keyed by template: the form keeps what was typed while options change the template.
          template={template}
          fields={<CustomTokenFields selection={selection} onToggle={toggle} />}
          toValues={toValues}
          onManage={onManage}
        />
      )}
      introduce={
        <>
          <Alert
            type="info"
            showIcon
            data-testid="custom-intro-template"
            title={t('custom.intro', { template: t(`template.${template}`) })}
            description={
              <Link to={documentationHref(templateToolIds[template])}>{t('custom.introLink')}</Link>
            }
            style={{ marginBottom: 16 }}
          />
          <ToolIntroduce />
        </>
      }
    />
  )
}
