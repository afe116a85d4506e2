import { Typography } from 'antd'

/** An inscription's JSON text as the inscription sites showed it: monospace, copyable, wrapped. */
export function InscriptionText({ text, testId }: { text: string; testId: string }) {
  return (
    <Typography.Paragraph
      code
      copyable
      data-testid={testId}
      style={{ wordBreak: 'break-all', marginBottom: 0, fontSize: 13 }}
    >
      {text}
    </Typography.Paragraph>
  )
}
