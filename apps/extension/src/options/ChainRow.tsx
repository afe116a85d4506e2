import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { App, Button, Flex, Input, Space, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExtensionChain } from '../chains/extensionChains.ts'
import { ChainBadge } from '../popup/ChainBadge.tsx'
import { useRpcUrlForm } from './useRpcUrlForm.ts'

/**
 * One chain of the settings' chain list: its switch (off: it leaves the popup and the guard), the
 * RPC it reads through, and a field for an RPC node of the user's own, checked against the chain
 * before it is kept.
 */
export function ChainRow({
  chain,
  userRpcUrl,
  onToggle,
  onRpcUrl,
  rpcTimeoutMs,
}: {
  chain: ExtensionChain
  /** The user's own RPC for this chain, if any. */
  userRpcUrl: string | undefined
  onToggle: (enabled: boolean) => void
  /** Keeps a checked URL, or forgets the user's own (undefined). */
  onRpcUrl: (url: string | undefined) => Promise<unknown>
  rpcTimeoutMs?: number
}) {
  const { t } = useTranslation('options')
  const { t: tWallet } = useTranslation('wallet')
  const { message } = App.useApp()
  const { entry } = chain
  const name = chainLabel(entry)
  const [editing, setEditing] = useState(false)
  const form = useRpcUrlForm(entry.id, (url) => onRpcUrl(url), rpcTimeoutMs)
  const refusal = form.refusal
  const refusalText =
    refusal &&
    (refusal.code === 'required'
      ? tWallet('rpc.required')
      : tWallet(`rpc.refused.${refusal.code}`, {
          chain: name,
          expected: entry.id,
          actual: refusal.actualChainId,
        }))

  const save = async () => {
    const url = form.text.trim()
    if (await form.submit()) {
      setEditing(false)
      void message.success(tWallet('rpc.saved', { chain: name, url }))
    }
  }
  const reset = async () => {
    await onRpcUrl(undefined)
    void message.success(tWallet('rpc.resetDone', { chain: name }))
  }

  return (
    <Flex vertical gap={6} style={{ padding: '10px 0' }} data-testid={`chain-row-${entry.id}`}>
      <Flex align="center" gap={10}>
        <ChainBadge entry={entry} size={22} />
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Flex align="center" gap={6} wrap>
            <label htmlFor={`chain-switch-${entry.id}`} style={{ fontWeight: 600 }}>
              {entry.name}
            </label>
            {chain.local && <Tag color="orange">{t('chains.local')}</Tag>}
            {entry.testnet && !chain.local && <Tag>{t('chains.testnet')}</Tag>}
          </Flex>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {userRpcUrl
              ? t('chains.rpcOwn', { url: userRpcUrl })
              : t('chains.rpcDefault', { url: entry.rpc })}
          </Typography.Text>
        </Flex>
        <Button size="small" type="link" onClick={() => setEditing(!editing)} aria-expanded={editing}>
          {t('chains.rpcEdit')}
        </Button>
        <Switch
          id={`chain-switch-${entry.id}`}
          checked={chain.enabled}
          onChange={onToggle}
          data-testid={`settings-chain-${entry.id}`}
        />
      </Flex>
      {editing && (
        <Flex vertical gap={4} style={{ paddingInlineStart: 32 }}>
          <Space.Compact block>
            <Input
              size="small"
              value={form.text}
              onChange={(event) => form.setText(event.target.value)}
              onPressEnter={() => void save()}
              placeholder={t('chains.rpcPlaceholder')}
              aria-label={tWallet('rpc.url')}
              status={refusalText ? 'error' : undefined}
              spellCheck={false}
              autoComplete="off"
              data-testid={`settings-rpc-${entry.id}`}
            />
            <Button
              size="small"
              type="primary"
              loading={form.checking}
              onClick={() => void save()}
              data-testid={`settings-rpc-save-${entry.id}`}
            >
              {tWallet('rpc.save')}
            </Button>
            {userRpcUrl && (
              <Button
                size="small"
                onClick={() => void reset()}
                data-testid={`settings-rpc-reset-${entry.id}`}
              >
                {tWallet('rpc.reset')}
              </Button>
            )}
          </Space.Compact>
          {refusalText ? (
            <Typography.Text
              type="danger"
              role="alert"
              style={{ fontSize: 12 }}
              data-testid={`settings-rpc-issue-${entry.id}`}
            >
              {refusalText}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {form.checking ? tWallet('rpc.checking') : tWallet('rpc.urlHint', { chain: name })}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  )
}
