import { DownloadOutlined } from '@ant-design/icons'
import { extensionDownloadPath, extensionFirefoxDownloadPath } from '@tokenbox/core/webApi/extensionInfo.ts'
import { Alert, Button, Flex, Skeleton, Typography } from 'antd'
import { useLazyNamespace } from '../../../app/i18n/useLazyNamespace.ts'
import { formatFileSize } from './formatFileSize.ts'
import { useExtensionInfo } from './useExtensionInfo.ts'

/** The command an operator runs to build the zip this page offers (apps/extension/scripts/build.ts). */
export const extensionBuildCommand = 'npm run build -w @tokenbox/extension'

/**
 * The download: a link to the zip this site's server offers, with its version and size, and to its
 * Firefox build when the server offers that too, or a
 * plain notice when it offers none (and the command its operator would run). A failed read says
 * so rather than claim there is nothing to download.
 *
 * @example
 * <ExtensionDownload />
 */
export function ExtensionDownload() {
  const { t, i18n } = useLazyNamespace('extension')
  const info = useExtensionInfo()

  if (info.isPending) return <Skeleton active paragraph={{ rows: 2 }} />
  if (info.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('networkFailed', { ns: 'errors' })}
        data-testid="extension-info-failed"
      />
    )
  if (!info.data.available)
    return (
      <Flex vertical gap={12} data-testid="extension-unavailable">
        <Alert type="info" showIcon title={t('download.unavailable')} />
        <Typography.Text type="secondary">{t('download.operator')}</Typography.Text>
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
          {extensionBuildCommand}
        </Typography.Text>
      </Flex>
    )

  const { version, size, firefox } = info.data
  const details = [
    version === undefined ? undefined : t('download.version', { version }),
    size === undefined ? undefined : formatFileSize(size, i18n.language),
  ].filter((part) => part !== undefined)
  return (
    <Flex vertical align="flex-start" gap={8}>
      <Button
        type="primary"
        size="large"
        icon={<DownloadOutlined />}
        href={extensionDownloadPath}
        download="tokenbox-extension.zip"
        data-testid="extension-download"
      >
        {t('download.button')}
      </Button>
      {details.length > 0 && (
        <Typography.Text type="secondary" data-testid="extension-details">
          {details.join(' · ')}
        </Typography.Text>
      )}
      {firefox && (
        <Button
          icon={<DownloadOutlined />}
          href={extensionFirefoxDownloadPath}
          download="tokenbox-extension-firefox.zip"
          data-testid="extension-download-firefox"
        >
          {firefox.size === undefined
            ? t('download.firefoxButton')
            : `${t('download.firefoxButton')} · ${formatFileSize(firefox.size, i18n.language)}`}
        </Button>
      )}
    </Flex>
  )
}
