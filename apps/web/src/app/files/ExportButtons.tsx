import { FileExcelOutlined, FileTextOutlined } from '@ant-design/icons'
import { Button, Space } from 'antd'
import { useTranslation } from 'react-i18next'

/** A file name with the local date and time, e.g. `wallets-20270131-1805.csv`, so exports never overwrite. */
export function exportFileName(prefix: string, extension: 'csv' | 'xlsx', at = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`
  return `${prefix}-${stamp}.${extension}`
}

/** "Export CSV" and "Export XLSX", shared by Create Wallets and Check Wallets. */
export function ExportButtons({
  onCsv,
  onXlsx,
  disabled,
  testIdPrefix,
}: {
  onCsv: () => void
  onXlsx: () => void
  disabled?: boolean
  testIdPrefix: string
}) {
  const { t } = useTranslation('common')
  return (
    <Space wrap>
      {(
        [
          { kind: 'csv', icon: <FileTextOutlined />, onClick: onCsv, label: t('files.exportCsv') },
          { kind: 'xlsx', icon: <FileExcelOutlined />, onClick: onXlsx, label: t('files.exportXlsx') },
        ] as const
      ).map(({ kind, icon, onClick, label }) => (
        <Button
          key={kind}
          icon={icon}
          onClick={onClick}
          disabled={disabled}
          data-testid={`${testIdPrefix}-${kind}`}
        >
          {label}
        </Button>
      ))}
    </Space>
  )
}
