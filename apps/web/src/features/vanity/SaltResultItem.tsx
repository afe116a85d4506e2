import { create2DeploymentRequest } from '@tokenbox/core/vanity/create2Target.ts'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { CopyableValue, HighlightedAddress, mono, ResultCard } from './VanityResultParts.tsx'
import { downloadSalt, type SaltResult } from './vanityDownloads.ts'

/** One found CREATE2 salt: the contract address highlighted, the salt and how to deploy there. */
export function SaltResultItem({ result, onRemove }: { result: SaltResult; onRemove: () => void }) {
  const { t } = useTranslation('vanity')
  const deployment = create2DeploymentRequest(result, result.salt)
  return (
    <ResultCard
      result={result}
      guide={
        deployment
          ? t('guide.create2Proxy', { proxy: deployment.to })
          : t('guide.create2Other', { deployer: result.deployer })
      }
      onDownload={() => downloadSalt(result)}
      onRemove={onRemove}
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
          children: <CopyableValue value={result.salt} testId="vanity-result-salt" />,
        },
        {
          key: 'deployer',
          label: t('result.create2Deployer'),
          children: <CopyableValue value={result.deployer} testId="vanity-result-deployer" />,
        },
        {
          key: 'hash',
          label: t('result.initCodeHash'),
          children: <CopyableValue value={result.initCodeHash} />,
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
      ]}
    />
  )
}
