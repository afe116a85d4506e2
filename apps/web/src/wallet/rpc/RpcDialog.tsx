import { useQueryClient } from '@tanstack/react-query'
import { checkRpcUrl } from '@tokenbox/core/chains/checkRpcUrl.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { chainLabel } from '@tokenbox/ui/network/chainLabel.ts'
import { Button, Descriptions, Form, Input, Modal, message, Space, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rpcRefusalText } from './rpcRefusalText.ts'
import { useRpcSwitch } from './useRpcSwitch.ts'

export type RpcDialogProps = {
  /** The chain whose RPC is changed; nothing shows without one. */
  entry: ChainEntry | undefined
  open: boolean
  onClose: () => void
}

/**
 * "Change RPC" for one chain: the URL in use (marked when this browser's user chose it) and the
 * default, a field for another one that core's checkRpcUrl must accept (an http(s)/ws(s) URL whose
 * node answers for this chain) before it is kept, and a way back to the default. Nothing is saved
 * on a refusal. After a change every query is asked again, so the screen recovers without a reload.
 *
 * @example
 * <RpcDialog entry={bsc} open={open} onClose={() => setOpen(false)} />
 */
export function RpcDialog({ entry, open, onClose }: RpcDialogProps) {
  const { t } = useTranslation('wallet')
  const queryClient = useQueryClient()
  const { rpcSwitch, snapshot } = useRpcSwitch()
  const [url, setUrl] = useState('')
  const [issue, setIssue] = useState<string>()
  const [checking, setChecking] = useState(false)
  if (!entry || !rpcSwitch) return null
  const chain = chainLabel(entry)
  const userUrl = snapshot.userUrls[entry.id]
  const defaultUrl = rpcSwitch.defaultUrl(entry.id)

  const close = () => {
    setUrl('')
    setIssue(undefined)
    onClose()
  }
  const applied = (text: string) => {
    void queryClient.invalidateQueries()
    message.success(text)
    close()
  }
  const save = async () => {
    if (checking) return
    if (!url.trim()) return setIssue(t('rpc.required'))
    setIssue(undefined)
    setChecking(true)
    try {
      const checked = await checkRpcUrl({ url, chainId: entry.id })
      if (checked.url === defaultUrl || checked.url === `${defaultUrl}/`) rpcSwitch.resetUserUrl(entry.id)
      else rpcSwitch.setUserUrl(entry.id, checked.url)
      applied(t('rpc.saved', { chain, url: checked.url }))
    } catch (error) {
      setIssue(rpcRefusalText(t, error, entry))
    } finally {
      setChecking(false)
    }
  }
  const reset = () => {
    rpcSwitch.resetUserUrl(entry.id)
    applied(t('rpc.resetDone', { chain }))
  }

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('rpc.title', { chain })}
      width={560}
      centered
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {userUrl && (
            <Button onClick={reset} disabled={checking} data-testid="rpc-reset">
              {t('rpc.reset')}
            </Button>
          )}
          <Button type="primary" loading={checking} onClick={() => void save()} data-testid="rpc-save">
            {checking ? t('rpc.checking') : t('rpc.save')}
          </Button>
        </Space>
      }
    >
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'current',
            label: t('rpc.current'),
            children: (
              <span style={{ overflowWrap: 'anywhere' }} data-testid="rpc-current">
                {rpcSwitch.currentUrl(entry.id)}
                {userUrl && (
                  <Tag style={{ marginInlineStart: 8 }} color="blue">
                    {t('rpc.userSet')}
                  </Tag>
                )}
              </span>
            ),
          },
          {
            key: 'default',
            label: t('rpc.default'),
            children: (
              <span style={{ overflowWrap: 'anywhere' }} data-testid="rpc-default">
                {defaultUrl}
              </span>
            ),
          },
        ]}
      />
      <Form layout="vertical">
        <Form.Item
          label={t('rpc.url')}
          extra={t('rpc.urlHint', { chain })}
          validateStatus={issue ? 'error' : undefined}
          help={issue}
          style={{ marginBottom: 0 }}
        >
          <Input
            value={url}
            onChange={(event) => {
              setUrl(event.target.value)
              setIssue(undefined)
            }}
            onPressEnter={() => void save()}
            placeholder="https://"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            data-testid="rpc-url"
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
