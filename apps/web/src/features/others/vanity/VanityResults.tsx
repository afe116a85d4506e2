import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
} from '@ant-design/icons'
import { create2DeploymentRequest } from '@tokenbox/core/vanity/create2Target.ts'
import { parseVanityPattern } from '@tokenbox/core/vanity/vanityPattern.ts'
import { Alert, Button, Descriptions, Flex, message, Typography, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveBlob } from '../../../app/files/downloadTable.ts'
import type { VanityResult } from './useVanitySearch.ts'

type KeyResult = Extract<VanityResult, { privateKey: string }>
type SaltResult = Exclude<VanityResult, KeyResult>

import { formatCount, formatDuration, highlightAddress } from './vanityDisplay.ts'

const masked = '0x••••••••••••••••••••••••••••••••'

/** An address with the part the pattern asked for in bold colour. */
function HighlightedAddress({
  address,
  result,
  testId,
}: {
  address: string
  result: VanityResult
  testId: string
}) {
  const { token } = theme.useToken()
  const parsed = parseVanityPattern(result.input)
  const pieces = parsed.ok ? highlightAddress(address, parsed.pattern) : [{ text: address, hit: false }]
  return (
    <Typography.Text copyable={{ text: address }} style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      <span data-testid={testId} data-address={address}>
        {pieces.map((piece, index) =>
          piece.hit ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reorder
            <strong key={index} style={{ color: token.colorPrimary }}>
              {piece.text}
            </strong>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <span key={index}>{piece.text}</span>
          ),
        )}
      </span>
    </Typography.Text>
  )
}

/** The file the user downloads: the key with what it is for, as JSON (saved in the page, never uploaded). */
function download(result: KeyResult) {
  const body = {
    address: result.address,
    privateKey: result.privateKey,
    ...(result.contractAddress ? { contractAddressAtNonce0: result.contractAddress } : {}),
    pattern: result.input,
    createdAt: new Date(result.id).toISOString(),
  }
  saveBlob(
    new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }),
    `vanity-${(result.contractAddress ?? result.address).toLowerCase()}.json`,
  )
}

/** One found key: its address(es) highlighted, the key masked until shown, copy, download, guide. */
function ResultItem({ result, onRemove }: { result: KeyResult; onRemove: () => void }) {
  const { t, i18n } = useTranslation('vanity')
  const [shown, setShown] = useState(false)
  const contract = result.contractAddress !== undefined
  const copyKey = async () => {
    await navigator.clipboard.writeText(result.privateKey)
    void message.success(t('result.keyCopied'))
  }
  return (
    <Flex vertical gap={8} data-testid="vanity-result">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          ...(contract
            ? [
                {
                  key: 'contract',
                  label: t('result.contract'),
                  children: (
                    <HighlightedAddress
                      address={result.contractAddress!}
                      result={result}
                      testId="vanity-result-contract"
                    />
                  ),
                },
              ]
            : []),
          {
            key: 'address',
            label: contract ? t('result.deployer') : t('result.address'),
            children: contract ? (
              <Typography.Text copyable style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                <span data-testid="vanity-result-address">{result.address}</span>
              </Typography.Text>
            ) : (
              <HighlightedAddress address={result.address} result={result} testId="vanity-result-address" />
            ),
          },
          {
            key: 'key',
            label: t('result.privateKey'),
            children: (
              <Flex gap={4} align="center" wrap>
                <span
                  style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                  data-testid="vanity-result-key"
                >
                  {shown ? result.privateKey : masked}
                </span>
                <Button
                  type="text"
                  size="small"
                  icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                  aria-label={shown ? t('result.hideKey') : t('result.showKey')}
                  onClick={() => setShown(!shown)}
                  data-testid="vanity-reveal"
                />
                <Button
                  type="text"
                  size="small"
                  icon={<CopyOutlined />}
                  aria-label={t('result.copyKey')}
                  onClick={() => void copyKey()}
                />
              </Flex>
            ),
          },
          {
            key: 'found',
            label: t('result.found'),
            children: (
              <span data-testid="vanity-result-found-after">
                {t('result.foundAfter', {
                  count: result.attempts,
                  attempts: formatCount(i18n.language, result.attempts),
                  duration: formatDuration(t, result.seconds),
                })}
              </span>
            ),
          },
        ]}
      />
      <Alert
        type={contract ? 'info' : 'warning'}
        showIcon
        title={contract ? t('guide.contract') : t('guide.address')}
      />
      <Flex gap={8} wrap>
        <Button icon={<DownloadOutlined />} onClick={() => download(result)} data-testid="vanity-download">
          {t('result.download')}
        </Button>
        <Button icon={<DeleteOutlined />} onClick={onRemove}>
          {t('result.remove')}
        </Button>
      </Flex>
    </Flex>
  )
}

/** The salt file: what a deployment needs, as JSON (no secret in it: a salt is public once used). */
function downloadSalt(result: SaltResult) {
  const body = {
    contractAddress: result.contractAddress,
    deployer: result.deployer,
    salt: result.salt,
    initCodeHash: result.initCodeHash,
    ...(result.initCode ? { deployment: create2DeploymentRequest(result, result.salt) ?? null } : {}),
    pattern: result.input,
    createdAt: new Date(result.id).toISOString(),
  }
  saveBlob(
    new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }),
    `vanity-create2-${result.contractAddress.toLowerCase()}.json`,
  )
}

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const

/** One found CREATE2 salt: the contract address highlighted, the salt and how to deploy there. */
function SaltResultItem({ result, onRemove }: { result: SaltResult; onRemove: () => void }) {
  const { t, i18n } = useTranslation('vanity')
  const deployment = create2DeploymentRequest(result, result.salt)
  return (
    <Flex vertical gap={8} data-testid="vanity-result">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'contract',
            label: t('result.create2Address'),
            children: (
              <HighlightedAddress
                address={result.contractAddress}
                result={result}
                testId="vanity-result-contract"
              />
            ),
          },
          {
            key: 'salt',
            label: t('result.salt'),
            children: (
              <Typography.Text copyable style={mono}>
                <span data-testid="vanity-result-salt">{result.salt}</span>
              </Typography.Text>
            ),
          },
          {
            key: 'deployer',
            label: t('result.create2Deployer'),
            children: (
              <Typography.Text copyable style={mono}>
                <span data-testid="vanity-result-deployer">{result.deployer}</span>
              </Typography.Text>
            ),
          },
          {
            key: 'hash',
            label: t('result.initCodeHash'),
            children: (
              <Typography.Text copyable style={mono}>
                {result.initCodeHash}
              </Typography.Text>
            ),
          },
          ...(deployment
            ? [
                {
                  key: 'deploy',
                  label: t('result.deployData'),
                  children: (
                    <Typography.Text copyable={{ text: deployment.data }} style={mono}>
                      {/* A real init code runs to kilobytes: its start is shown, Copy takes it all. */}
                      <span data-testid="vanity-result-deploy-data" data-full={deployment.data}>
                        {deployment.data.length > 138 ? `${deployment.data.slice(0, 136)}…` : deployment.data}
                      </span>
                    </Typography.Text>
                  ),
                },
              ]
            : []),
          {
            key: 'found',
            label: t('result.found'),
            children: (
              <span data-testid="vanity-result-found-after">
                {t('result.foundAfter', {
                  count: result.attempts,
                  attempts: formatCount(i18n.language, result.attempts),
                  duration: formatDuration(t, result.seconds),
                })}
              </span>
            ),
          },
        ]}
      />
      <Alert
        type="info"
        showIcon
        title={
          deployment
            ? t('guide.create2Proxy', { proxy: deployment.to })
            : t('guide.create2Other', { deployer: result.deployer })
        }
      />
      <Flex gap={8} wrap>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadSalt(result)}
          data-testid="vanity-download"
        >
          {t('result.download')}
        </Button>
        <Button icon={<DeleteOutlined />} onClick={onRemove}>
          {t('result.remove')}
        </Button>
      </Flex>
    </Flex>
  )
}

/** Every key found on this visit, newest first; they vanish when the page is left. */
export function VanityResults({
  results,
  onRemove,
}: {
  results: VanityResult[]
  onRemove: (id: number) => void
}) {
  const { t } = useTranslation('vanity')
  if (results.length === 0)
    return (
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="vanity-empty">
        {t('result.empty')}
      </Typography.Paragraph>
    )
  return (
    <Flex vertical gap={24}>
      {results.map((result) =>
        'salt' in result ? (
          <SaltResultItem key={result.id} result={result} onRemove={() => onRemove(result.id)} />
        ) : (
          <ResultItem key={result.id} result={result} onRemove={() => onRemove(result.id)} />
        ),
      )}
    </Flex>
  )
}
