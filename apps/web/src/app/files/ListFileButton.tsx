import { UploadOutlined } from '@ant-design/icons'
import { App, Button, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListFileError, listFileAccept, readListFile } from './readListFile.ts'

export type ListFileButtonProps = {
  /** Receives the file's rows as text lines (see {@link readListFile}). */
  onText: (text: string) => void
  /** `data-testid` of the button; the hidden file input is found inside it. */
  testId: string
  label?: string
}

/**
 * "Upload CSV / XLSX / TXT": reads a list file in the page (nothing is uploaded anywhere) and hands
 * its text to the tool, which shows it in its list field so the user sees what was read.
 */
export function ListFileButton({ onText, testId, label }: ListFileButtonProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [reading, setReading] = useState(false)

  const read = async (file: File) => {
    setReading(true)
    try {
      onText(await readListFile(file))
    } catch (error) {
      const reason = error instanceof ListFileError ? error.reason : 'unreadable'
      void message.error(t(`files.${reason}`))
    } finally {
      setReading(false)
    }
    return false
  }

  return (
    <Upload accept={listFileAccept} showUploadList={false} beforeUpload={read}>
      <Button icon={<UploadOutlined />} loading={reading} data-testid={testId}>
        {label ?? t('files.upload')}
      </Button>
    </Upload>
  )
}
