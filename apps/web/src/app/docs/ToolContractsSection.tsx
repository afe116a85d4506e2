import { ExportOutlined } from '@ant-design/icons'
import { multicall3Address } from '@tokenbox/core/chains/constants.ts'
import type { ChainEntry } from '@tokenbox/core/chains/types.ts'
import { sharedContractAddress } from '@tokenbox/core/contracts/sharedContracts.ts'
import { buildForLevel } from '@tokenbox/core/evm/contractBuild.ts'
import { sharedContractOf } from '@tokenbox/core/sharedContracts/sharedContracts.ts'
import { tokenTemplates } from '@tokenbox/core/tokens/tokenTemplates.ts'
import { Flex, Select, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ChainIcon } from '../../wallet/network/ChainIcon.tsx'
import { useConnectedChainEntry } from '../../wallet/network/useConnectedChainEntry.ts'
import { useSwitcherEntries } from '../../wallet/network/useSwitcherEntries.ts'
import { toolChains } from './toolChains.ts'
import { toolContracts } from './toolContracts.ts'

type ContractRow = { key: string; name: string; note: string; address?: Address }

/**
 * "The contracts it uses" of a tool's documentation, from code (toolContracts.ts), never from the
 * translated text: each contract's name, what it is, and on the chosen chain (the wallet's, else
 * the first of the switcher) its address with a link to its source on the chain's explorer.
 *
 * @example
 * <ToolContractsSection id="loToken" />
 */
export function ToolContractsSection({ id }: { id: string }) {
  const { t } = useTranslation('docs')
  const { entry: connected, chainId } = useConnectedChainEntry()
  const facts = toolContracts[id] ?? { chains: 'none' }
  const chains = toolChains(facts, useSwitcherEntries(chainId))
  const [chosen, setChosen] = useState<number | undefined>()
  const entry =
    chains.find((candidate) => candidate.id === chosen) ??
    chains.find((candidate) => candidate.id === connected?.id) ??
    chains[0]
  if (facts.chains === 'none' || !entry)
    return <Typography.Paragraph>{t('contracts.none')}</Typography.Paragraph>
  const rows = contractRows(facts, entry, t)
  return (
    <Flex vertical gap={12} data-testid="doc-contracts">
      <Flex align="center" gap={8} wrap>
        <Typography.Text type="secondary">{t('contracts.chain')}</Typography.Text>
        <Select
          value={entry.id}
          onChange={setChosen}
          style={{ minWidth: 200 }}
          aria-label={t('contracts.chain')}
          data-testid="doc-contracts-chain"
          options={chains.map((candidate) => ({
            value: candidate.id,
            label: (
              <Flex align="center" gap={8}>
                <ChainIcon entry={candidate} size={16} />
                {candidate.nameAlias}
              </Flex>
            ),
          }))}
        />
      </Flex>
      {rows.length === 0 && <Typography.Paragraph>{t('contracts.plain')}</Typography.Paragraph>}
      {rows.map((row) => (
        <div key={row.key} data-testid={`doc-contract-${row.key}`}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {row.note}
          </Typography.Paragraph>
          {row.address && <AddressOnExplorer entry={entry} address={row.address} />}
        </div>
      ))}
    </Flex>
  )
}

function contractRows(
  facts: (typeof toolContracts)[string] & {},
  entry: ChainEntry,
  t: TFunction<'docs'>,
): ContractRow[] {
  const build = buildForLevel(entry.evm.level)
  return [
    ...(facts.templates ?? []).map((template) => {
      const name = tokenTemplates[template].contractName
      return { key: name, name, note: t('contracts.template', { name }) }
    }),
    ...(facts.shared ?? []).map((kind) => {
      const name = sharedContractOf[kind]
      return {
        key: name,
        name,
        note: t('contracts.shared'),
        address: entry[kind] ?? sharedContractAddress[name][build],
      }
    }),
    ...(facts.dex
      ? entry.swaps.length > 0
        ? entry.swaps.map((swap) => ({
            key: swap.name,
            name: swap.name,
            note: t('contracts.dex'),
            address: swap.router,
          }))
        : [{ key: 'dex', name: 'DEX', note: t('contracts.noDex') }]
      : []),
    ...(facts.multicall
      ? [
          {
            key: 'Multicall3',
            name: 'Multicall3',
            note: t('contracts.multicall'),
            address: entry.multicall ?? multicall3Address,
          },
        ]
      : []),
  ]
}

function AddressOnExplorer({ entry, address }: { entry: ChainEntry; address: Address }) {
  const { t } = useTranslation('docs')
  return (
    <Flex gap={8} wrap align="baseline">
      <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
        {address}
      </Typography.Text>
      {entry.url ? (
        <Typography.Link
          href={`${entry.url}/address/${address}#code`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('contracts.source', { explorer: entry.scan })} <ExportOutlined />
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">{t('contracts.noExplorer')}</Typography.Text>
      )}
    </Flex>
  )
}
