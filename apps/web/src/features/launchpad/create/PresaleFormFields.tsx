import { formatTokenAmount } from '@tokenbox/core/format/formatTokenAmount.ts'
import type { PresaleDraft } from '@tokenbox/core/launchpad/presaleDraft.ts'
import { Alert, Col, Form, Input, Row, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { DraftFormProvider } from '../../../app/forms/DraftField.tsx'
import { useToken } from '../../../app/tokens/useToken.ts'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { AccessFields } from './AccessFields.tsx'
import { ClaimFields } from './ClaimFields.tsx'
import { ListingFields } from './ListingFields.tsx'
import { PayCoinFields } from './PayCoinFields.tsx'
import { PhaseFields } from './PhaseFields.tsx'
import { PresaleField, presaleFormSettings } from './PresaleField.tsx'
import { presaleRule } from './presaleRule.ts'
import { useRuneToken } from './useRuneToken.ts'

/**
 * The create form's fields for every launchpad screen: the token, the pay coin(s) with their rates
 * (several in advanced mode), phases in multi-period mode, the tokens of a fair launch, caps and
 * per-buyer limits, time, then the listing, claims and access sections. Every field is judged by
 * core's validatePresaleDraft.
 */
export function PresaleFormFields() {
  const { t, i18n } = useTranslation('launchpad')
  const form = Form.useFormInstance<PresaleDraft>()
  const mode = Form.useWatch('mode', form) ?? 'standard'
  const tokenText = Form.useWatch('token', form)
  const payCoins = Form.useWatch('payCoins', form) ?? []
  const { entry } = useConnectedChainEntry()
  const token = useToken(tokenText)
  const coinSymbol = payCoins[0]?.symbol || entry?.nativeCurrency.symbol || 'ETH'
  // A rune presale sells an inscription token's tick: read what the token is (core's reader).
  const rune = mode === 'rune'
  const inscription = useRuneToken(rune && token.data ? token.data.address : undefined)
  const tokenIsInscription = rune && inscription.isSuccess ? inscription.data !== null : undefined

  useEffect(() => {
    form.setFieldValue('tokenDecimals', token.data?.decimals)
    form.setFieldValue('tokenIsInscription', tokenIsInscription)
    if (tokenText) void form.validateFields(['token']).catch(() => undefined)
  }, [token.data?.decimals, tokenIsInscription, form, tokenText])

  return (
    <DraftFormProvider value={presaleFormSettings}>
      <Row gutter={16}>
        <Form.Item name="mode" hidden>
          <Input />
        </Form.Item>
        {rune && (
          <Col xs={24}>
            <Alert
              type="info"
              showIcon
              title={t('create.runeIntro')}
              data-testid="presale-rune-intro"
              style={{ marginBottom: 16 }}
            />
          </Col>
        )}
        <Col xs={24}>
          <Form.Item
            name="token"
            label={rune ? t('form.runeToken') : t('form.token')}
            rules={[presaleRule(t, form, 'token')]}
            tooltip={rune ? t('form.runeTokenHint') : t('form.tokenHint')}
          >
            <Input placeholder="0x…" spellCheck={false} data-testid="presale-token" />
          </Form.Item>
          {token.data && (
            <Typography.Paragraph type="secondary" data-testid="presale-token-info">
              {t('form.tokenInfo', {
                name: token.data.name,
                symbol: token.data.symbol,
                decimals: token.data.decimals,
              })}
            </Typography.Paragraph>
          )}
          {rune && inscription.data && (
            <Typography.Paragraph data-testid="presale-rune-tick">
              {t('form.runeTick', {
                tick: inscription.data.symbol,
                minted: formatTokenAmount(inscription.data.totalSupply, inscription.data.decimals, 6, {
                  language: i18n.language,
                }),
                supply: formatTokenAmount(inscription.data.maxSupply, inscription.data.decimals, 6, {
                  language: i18n.language,
                }),
                held: formatTokenAmount(
                  inscription.data.account?.balance ?? 0n,
                  inscription.data.decimals,
                  6,
                  {
                    language: i18n.language,
                  },
                ),
              })}
            </Typography.Paragraph>
          )}
        </Col>

        <PayCoinFields mode={mode} />
        {mode === 'multiPeriod' && <PhaseFields coinSymbol={coinSymbol} />}
        {mode === 'fairLaunch' && <PresaleField kind="amount" path="fairLaunchTokens" hint />}
        <PresaleField
          kind="amount"
          path="softCap"
          label={t('form.softCap', { coin: coinSymbol })}
          dependencies={['hardCap']}
        />
        {(mode === 'standard' || mode === 'rune' || mode === 'advanced') && (
          <PresaleField kind="amount" path="hardCap" label={t('form.hardCap', { coin: coinSymbol })} />
        )}
        <PresaleField kind="amount" path="minBuy" label={t('form.minBuy', { coin: coinSymbol })} />
        <PresaleField
          kind="amount"
          path="maxBuy"
          label={t('form.maxBuy', { coin: coinSymbol })}
          dependencies={['minBuy', 'hardCap']}
          tooltip={mode === 'fairLaunch' ? t('form.maxBuyOptional') : t('form.maxBuyHint')}
        />
        {mode !== 'multiPeriod' && (
          <>
            <PresaleField kind="date" path="startTime" />
            <PresaleField kind="date" path="endTime" dependencies={['startTime']} />
          </>
        )}

        <ListingFields mode={mode} coinSymbol={coinSymbol} />
        <ClaimFields />
        <AccessFields />
      </Row>
    </DraftFormProvider>
  )
}
