import { create2DeploymentRequest } from '@tokenbox/core/vanity/create2Target.ts'
import { Alert, Descriptions, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { foundItem, HighlightedAddress, ResultButtons } from './VanityResultParts.tsx'
import { downloadSalt, type SaltResult } from './vanityDownloads.ts'

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const

/** One found CREATE2 salt: the contract address highlighted, the salt and how to deploy there. */
export function SaltResultItem({ result, onRemove }: { result: SaltResult; onRemove: () => void }) {
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
          foundItem(t, i18n.language, result),
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
      <ResultButtons onDownload={() => downloadSalt(result)} onRemove={onRemove} />
    </Flex>
  )
}
