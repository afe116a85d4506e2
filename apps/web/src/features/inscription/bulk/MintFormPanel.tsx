import type { Inscription } from '@tokenbox/core/inscription/types.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Flex } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { InscribeFields } from '../InscribeFields.tsx'
import { MintBlockAlert } from '../MintBlockAlert.tsx'
import type { InscribeForm } from '../useInscribe.ts'
import type { MintBlock } from '../useMintBlock.ts'

/**
 * The two bulk mint screens' form: the mint inscription's fields, the screen's settings, the side
 * placed inline on a phone, then (`summary` first) why the indexer would not count the mint, and
 * the screen's actions (`children`); `footer` closes the panel (a run's progress). The mint guard's
 * dialogs render here (`contextHolder`). Test id `<prefix>-form`.
 */
export function MintFormPanel({
  prefix,
  mint,
  settings,
  inline,
  summary,
  footer,
  children,
}: {
  prefix: string
  /** The mint form, the checked mint and what the indexer says of it (useBulkMintForm). */
  mint: {
    form: InscribeForm
    inscription: Extract<Inscription, { op: 'mint' }> | undefined
    block: MintBlock | undefined
    lim: bigint | undefined
    contextHolder: ReactNode
  }
  settings: ReactNode
  inline: ReactNode
  summary?: ReactNode
  footer?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('inscription')
  const { form, inscription, block, lim, contextHolder } = mint
  return (
    <Panel title={t('form.title.mint')} data-testid={`${prefix}-form`}>
      {contextHolder}
      <InscribeFields op="mint" form={form} />
      {settings}
      {inline}
      <Flex vertical gap={12}>
        {summary}
        {block && inscription && (
          <MintBlockAlert block={block} p={inscription.p} tick={inscription.tick} lim={lim} prefix={prefix} />
        )}
        {children}
      </Flex>
      {footer}
    </Panel>
  )
}
