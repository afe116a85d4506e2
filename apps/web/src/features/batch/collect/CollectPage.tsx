import {
  type CollectFormValues,
  validateGasPrice,
  validateKeep,
  validateTarget,
} from '@tokenbox/core/collect/collectFormValues.ts'
import { type ImportedWallet, mergeImportedWallets } from '@tokenbox/core/collect/parsePrivateKeys.ts'
import { parseDraftAmount } from '@tokenbox/core/forms/fieldIssues.ts'
import { App, Col, Flex, Form, Row } from 'antd'
import { useEffect, useState } from 'react'
import { type Address, formatGwei, getAddress, isAddress, parseGwei } from 'viem'
import { useConnection } from 'wagmi'
import { ImportKeysPanel } from '../../../app/forms/ImportKeysPanel.tsx'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { useToken } from '../../../app/tokens/useToken.ts'
import { CollectSettingsPanel } from './CollectSettingsPanel.tsx'
import { useCollectBalances } from './useCollectBalances.ts'
import { useCollectGasPrice } from './useCollectGasPrice.ts'
import { useCollectPreview } from './useCollectPreview.ts'
import { useCollectRun } from './useCollectRun.ts'
import { WalletsPanel } from './WalletsPanel.tsx'

/**
 * Token Collection (/wa/co): import many sub-wallets by private key, see their balances, and
 * collect the token and then the native coin into one target, each sub-wallet paying its own gas
 * and keeping exactly the chosen minimum. Keys are parsed, held and used for signing in this page
 * only; nothing of them is stored or sent (the signed transactions carry signatures, not keys).
 *
 * Decisions where the spec is silent: the screen works without a connected wallet (the target is
 * then typed; nothing needs the connected wallet but the default target); "Start" collects every
 * wallet that is not done yet, "Retry failed" only the failed ones, and both read the balances
 * again first, so running twice never sends twice.
 */
export function CollectPage() {
  const { t } = useLazyNamespace('collect')
  const { message } = App.useApp()
  const { address } = useConnection()
  const [form] = Form.useForm<CollectFormValues>()
  const mode = Form.useWatch('mode', form) ?? 'tokenThenNative'
  const tokenText = (Form.useWatch('token', form) as string | undefined)?.trim()
  const targetText = (Form.useWatch('target', form) as string | undefined)?.trim()
  const keepText = Form.useWatch('keep', form) as string | undefined
  const gweiText = Form.useWatch('gasPriceGwei', form) as string | undefined
  const [wallets, setWallets] = useState<ImportedWallet[]>([])
  const tokenAddress =
    mode !== 'nativeOnly' && tokenText && isAddress(tokenText) ? getAddress(tokenText) : undefined
  const token = useToken(tokenAddress)
  const tokenInfo = tokenAddress ? (token.data ?? undefined) : undefined
  const balances = useCollectBalances(
    wallets.map((wallet) => wallet.address),
    tokenInfo?.address,
  )
  const collection = useCollectRun()
  const gasPrice = useCollectGasPrice()
  const preview = useCollectPreview({
    wallets,
    balances: balances.data,
    token: mode === 'nativeOnly' ? undefined : tokenInfo?.address,
    target: targetText && !validateTarget(targetText) ? getAddress(targetText) : undefined,
    mode,
    keep: keepText !== undefined && !validateKeep(keepText) ? parseDraftAmount(keepText, 18) : undefined,
    price:
      gweiText?.trim() && !validateGasPrice(gweiText) ? parseGwei(gweiText.trim()) : gasPrice.data?.price,
  })

  useEffect(() => {
    if (address && !form.isFieldTouched('target')) form.setFieldValue('target', address)
  }, [address, form])
  useEffect(() => {
    if (token.data !== undefined && form.isFieldTouched('token')) void form.validateFields(['token'])
  }, [token.data, form])

  const importWallets = (incoming: ImportedWallet[]) => {
    const merged = mergeImportedWallets(wallets, incoming)
    setWallets(merged.wallets)
    return merged.duplicates
  }

  const remove = (addresses: readonly Address[]) => {
    setWallets((current) => current.filter((wallet) => !addresses.includes(wallet.address)))
    collection.forget(addresses)
  }

  const start = async (onlyFailed: boolean) => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    if (wallets.length === 0) {
      void message.error(t('validation.noWallets'))
      return
    }
    if (mode !== 'nativeOnly' && !tokenInfo) return
    const chosen = wallets.filter((wallet) => {
      const status = collection.states.get(wallet.address)?.status
      return onlyFailed ? status === 'failed' : status !== 'done'
    })
    await collection.start(chosen, {
      target: getAddress(values.target.trim()),
      token: tokenInfo?.address,
      mode: values.mode,
      keepNative: parseDraftAmount(values.keep, 18),
      customGasPrice: values.gasPriceGwei?.trim() ? parseGwei(values.gasPriceGwei.trim()) : undefined,
    })
    void balances.refetch()
  }

  return (
    <Row gutter={[20, 20]} data-testid="collect-page">
      <Col xs={24} xl={9}>
        <Flex vertical gap={20}>
          <ImportKeysPanel onImport={importWallets} disabled={collection.running} />
          <CollectSettingsPanel
            form={form}
            token={tokenAddress ? token.data : undefined}
            disabled={collection.running}
            strategyGwei={gasPrice.data ? formatGwei(gasPrice.data.price) : undefined}
          />
        </Flex>
      </Col>
      <Col xs={24} xl={15}>
        <WalletsPanel
          wallets={wallets}
          collection={collection}
          balances={balances}
          token={tokenInfo}
          preview={collection.running ? undefined : preview}
          onStart={() => void start(false)}
          onRetry={() => void start(true)}
          onRemove={remove}
        />
      </Col>
    </Row>
  )
}
