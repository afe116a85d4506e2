import type { BeanPoolKind } from '@tokenbox/core/finance/beanPoolSteps.ts'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * What backs the returns, in plain words, above everything else on the Roast Beef and Dollar
 * Beans screens (above the tabs, so before any deposit button): returns are paid from the pool's
 * balance, which comes from deposits; nothing else backs them; when the balance runs out, later
 * depositors lose. The creator receives only the stated fees.
 */
export function BeanRiskStatement({ kind }: { kind: BeanPoolKind }) {
  const { t } = useTranslation('finance')
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="bean-risk"
      title={t('bean.risk.title')}
      description={t('bean.risk.body', { name: t(`bean.name.${kind}`) })}
      style={{ marginBottom: 12, whiteSpace: 'pre-line' }}
    />
  )
}
