import { nativeTokenAddress } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import {
  defaultLaunchFormValues,
  type LaunchFormValues,
  poolVenue,
  toLaunchPlan,
} from '@tokenbox/core/launch/launchFormValues.ts'
import type { LaunchPlan, LaunchTemplateId, LaunchTokenParameters } from '@tokenbox/core/launch/types.ts'
import { dividendExclusions } from '@tokenbox/core/tokens/dividends/dividendExclusions.ts'
import { toCreateTokenParameters } from '@tokenbox/core/tokens/tokenFormValues.ts'
import { Panel } from '@tokenbox/ui/layout/Panel.tsx'
import { Alert, Button, Col, Flex, Form, Grid, Row, Steps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, isAddress, isAddressEqual, parseUnits } from 'viem'
import { useConnection, usePublicClient } from 'wagmi'
import { useToken } from '../../../app/tokens/useToken.ts'
import { LaunchPoolStep } from './LaunchPoolStep.tsx'
import { LaunchProtectStep } from './LaunchProtectStep.tsx'
import { LaunchReview } from './LaunchReview.tsx'
import { LaunchTokenStep } from './LaunchTokenStep.tsx'
import type { LaunchAssets } from './launchAssets.ts'
import type { useLaunchRun } from './useLaunchRun.ts'

const stepKeys = ['token', 'pool', 'protect', 'review'] as const

/**
 * The launch's choices, one step at a time (Token, Pool, Protect, Review), in one form so nothing
 * typed is lost going back; each step is checked before the next, and Review lists every
 * transaction before `onStart` saves the plan and runs it.
 */
export function LaunchWizard({
  entry,
  template,
  onStart,
  locker,
}: {
  entry: ChainEntry
  template: LaunchTemplateId
  onStart: (plan: LaunchPlan) => Promise<void>
  locker: ReturnType<typeof useLaunchRun>['locker']
}) {
  const { t } = useTranslation(['launch', 'tokens', 'errors'])
  const { address: account } = useConnection()
  const publicClient = usePublicClient({ chainId: entry.id })
  const [form] = Form.useForm<LaunchFormValues>()
  const [initialValues] = useState(() => defaultLaunchFormValues(account, template))
  const [current, setCurrent] = useState(0)
  const [issue, setIssue] = useState<string | undefined>()
  const [starting, setStarting] = useState(false)
  const watched = (Form.useWatch([], { form, preserve: true }) ?? initialValues) as LaunchFormValues
  const values = { ...initialValues, ...watched }
  const assets = useLaunchAssets(entry, values, account)
  // On a phone the four titles do not fit in a row: only the current step's is written out.
  const narrow = !Grid.useBreakpoint().sm

  const next = async () => {
    setIssue(undefined)
    try {
      await form.validateFields()
    } catch {
      return
    }
    const all = { ...initialValues, ...form.getFieldsValue(true) } as LaunchFormValues
    // The launch's wallet creates, pools and renounces: it must be the token's owner and receive its supply.
    if (current === 0 && all.launchSource === 'new' && account && !sameAddress(all.owner, account))
      return setIssue(t('token.ownerMustBeWallet'))
    if (current === 0 && all.launchSource === 'existing' && !assets.token)
      return setIssue(t('validation.notToken', { ns: 'launch' }))
    if (current === 2 && all.lpMode === 'lock' && !locker.data) return setIssue(t('protect.noLocker'))
    setCurrent(current + 1)
  }

  const launch = async () => {
    if (!account || !assets.token || !assets.quote) return
    const all = { ...initialValues, ...form.getFieldsValue(true) } as LaunchFormValues
    let parameters: LaunchTokenParameters | undefined
    if (all.launchSource === 'new') {
      parameters = toCreateTokenParameters(all.launchTemplate, all) as LaunchTokenParameters
      // Holder dividends exclude the chain's locker, as on Create Token: locked tokens could never claim.
      if ((parameters.template === 'dividend' || parameters.template === 'lpDividend') && locker.data)
        parameters = {
          ...parameters,
          dividend: {
            ...parameters.dividend,
            excluded: dividendExclusions(parameters.dividend.excluded, [locker.data]),
          },
        }
    }
    setStarting(true)
    try {
      // Lock and renounce dates count from the chain's clock where it runs ahead of the device's.
      const chainMs = publicClient
        ? Number((await publicClient.getBlock({ blockTag: 'latest' })).timestamp) * 1000
        : 0
      await onStart(
        toLaunchPlan(all, {
          chainId: entry.id,
          account,
          wrappedNative: entry.wrappedNative,
          tokenDecimals: assets.token.decimals,
          quoteDecimals: assets.quote.decimals,
          nowMs: Math.max(Date.now(), chainMs),
          parameters,
        }),
      )
    } finally {
      setStarting(false)
    }
  }

  const stepBody = [
    <LaunchTokenStep key="token" entry={entry} assets={assets} />,
    <LaunchPoolStep key="pool" entry={entry} assets={assets} />,
    <LaunchProtectStep key="protect" locker={locker} chainId={entry.id} />,
    <LaunchReview key="review" entry={entry} values={values} assets={assets} />,
  ][current]

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24}>
        <Steps
          current={current}
          size="small"
          responsive={false}
          data-testid="launch-wizard-steps"
          items={stepKeys.map((key, index) => ({
            title: narrow && index !== current ? undefined : t(`wizard.${key}`),
          }))}
        />
      </Col>
      <Col xs={24}>
        <Panel title={t(`wizard.${stepKeys[current]}Title`)} data-testid={`launch-step-${stepKeys[current]}`}>
          <Form
            form={form}
            layout="vertical"
            initialValues={initialValues}
            requiredMark={false}
            disabled={starting}
            data-testid="launch-form"
          >
            {stepBody}
            {issue && (
              <Alert
                type="error"
                showIcon
                title={issue}
                style={{ marginBottom: 16 }}
                data-testid="launch-issue"
              />
            )}
            <Flex gap={12} justify="flex-end" wrap>
              {current > 0 && (
                <Button onClick={() => setCurrent(current - 1)} data-testid="launch-back">
                  {t('wizard.back')}
                </Button>
              )}
              {current < stepKeys.length - 1 ? (
                <Button type="primary" onClick={next} data-testid="launch-next">
                  {t('wizard.next')}
                </Button>
              ) : (
                <Button type="primary" loading={starting} onClick={launch} data-testid="launch-start">
                  {t('wizard.start')}
                </Button>
              )}
            </Flex>
          </Form>
        </Panel>
      </Col>
    </Row>
  )
}

function sameAddress(text: string, account: Address) {
  return isAddress(text.trim()) && isAddressEqual(text.trim() as Address, account)
}

/** The token (typed for a new one, read for an existing one) and the quote coin with the wallet's balance. */
function useLaunchAssets(
  entry: ChainEntry,
  values: LaunchFormValues,
  account: Address | undefined,
): LaunchAssets {
  const existing = useToken(values.launchSource === 'existing' ? values.existingToken : undefined, {
    owner: account,
  })
  const { quote } = poolVenue(values)
  const quoteRead = useToken(quote, { owner: account, native: true })
  const listed = entry.tokens.find(
    (token) => isAddress(quote ?? '') && isAddressEqual(token.address, quote as Address),
  )
  const native = quote === nativeTokenAddress
  let token: LaunchAssets['token']
  if (values.launchSource === 'existing') {
    const data = existing.data
    token = data
      ? {
          symbol: data.symbol,
          decimals: data.decimals,
          supply: data.kind === 'token' ? data.totalSupply : 0n,
          balance: data.balance,
        }
      : undefined
  } else {
    const decimals = Number(values.decimals)
    let supply = 0n
    try {
      supply = parseUnits(values.initialSupply?.trim() || '0', decimals)
    } catch {
      supply = 0n
    }
    token = { symbol: values.symbol?.trim() || '…', decimals, supply, balance: supply }
  }
  const quoteData = quoteRead.data
  return {
    token,
    quote:
      quoteData || listed
        ? {
            symbol: native ? entry.nativeCurrency.symbol : (quoteData?.symbol ?? listed!.name),
            decimals: quoteData?.decimals ?? listed?.decimals ?? 18,
            balance: quoteData?.balance,
            native,
          }
        : undefined,
  }
}
