import { useQuery } from '@tanstack/react-query'
import { mergeImportedWallets } from '@tokenbox/core/collect/parsePrivateKeys.ts'
import { bulkMintPlanQueryOptions } from '@tokenbox/core/inscription/bulk/bulkMintPlanQuery.ts'
import { summarizeBulkMint } from '@tokenbox/core/inscription/bulk/summarizeBulkMint.ts'
import { generateRandomWallets } from '@tokenbox/core/wallets/generateWallets.ts'
import { useEffect, useMemo, useState } from 'react'
import { useConnection, usePublicClient } from 'wagmi'
import { useConnectedChainEntry } from '../../../wallet/network/useConnectedChainEntry.ts'
import { loadBulkMint, loadSubWalletKeys, type StoredBulkMint, saveSubWalletKeys } from './bulkMintStore.ts'
import { maxSubWallets, type SubWallet } from './SubWalletsPanel.tsx'
import { useBulkMintForm } from './useBulkMintForm.ts'
import { useBulkMintRun } from './useBulkMintRun.ts'

/**
 * Bulk mint's page (`/ins/bm`), owned here so it only renders: the mint form and what the indexer
 * says of it, the sub-wallets (generated or imported; their keys in this tab only), the settings,
 * core's preview of the plan (bulkMintPlanQueryOptions, read again as fees move), an unfinished
 * run an earlier visit left, and the run itself through useBulkMintRun (core's planBulkMintRun,
 * the funding, the engine). Start refuses what the page says (no valid mint, keys not saved, a mint
 * the indexer would not count) and asks the mint guard before anything is paid.
 *
 * @example
 * const bulk = useBulkMint()
 * <Button onClick={() => void bulk.start()} />
 */
export function useBulkMint() {
  const { address } = useConnection()
  const { chainId, entry } = useConnectedChainEntry()
  const publicClient = usePublicClient({ chainId })
  const mintForm = useBulkMintForm()
  const { form, inscription, block, guard } = mintForm
  const run = useBulkMintRun()
  const [wallets, setWallets] = useState<SubWallet[]>(() =>
    loadSubWalletKeys().map((wallet) => ({ ...wallet, origin: 'imported' })),
  )
  const [backedUp, setBackedUp] = useState(false)
  const [mints, setMints] = useState<number | null>(10)
  const [delaySeconds, setDelaySeconds] = useState<number | null>(0)
  const [stored, setStored] = useState<StoredBulkMint | undefined>()
  const busy = run.phase === 'planning' || run.phase === 'funding' || run.phase === 'minting'

  useEffect(() => {
    saveSubWalletKeys(
      wallets.map(({ address: walletAddress, privateKey }) => ({ address: walletAddress, privateKey })),
    )
  }, [wallets])
  // An unfinished run of this account on this chain, offered once the page knows both.
  useEffect(() => {
    setStored(chainId !== undefined && address ? loadBulkMint(chainId, address) : undefined)
  }, [chainId, address])

  const check = form.check
  const addresses = useMemo(() => wallets.map((wallet) => wallet.address), [wallets])
  const preview = useQuery(
    bulkMintPlanQueryOptions(publicClient, {
      data: check.ok ? check.hex : undefined,
      mints: mints ?? undefined,
      wallets: addresses,
      busy,
    }),
  )
  const plan = busy || run.phase === 'done' ? run.plan : (preview.data ?? null)
  const unsaved = wallets.some((wallet) => wallet.origin === 'generated') && !backedUp
  const missingKeys = stored
    ? stored.wallets.filter((stored) => !wallets.some((wallet) => wallet.address === stored)).length
    : 0
  const storedSummary = stored?.snapshot && summarizeBulkMint(stored.snapshot)
  const unfinished =
    stored &&
    !busy &&
    run.phase !== 'done' &&
    (!storedSummary || storedSummary.counts.success < storedSummary.total)
      ? { stored, done: storedSummary?.counts.success ?? 0, missingKeys }
      : undefined

  const generate = (count: number) => {
    const fresh = generateRandomWallets({ count }).map(({ address: walletAddress, privateKey }) => ({
      address: walletAddress,
      privateKey,
      origin: 'generated' as const,
    }))
    setWallets((current) => [...current, ...fresh].slice(0, maxSubWallets))
    setBackedUp(false)
  }
  const importKeys = (imported: { address: SubWallet['address']; privateKey: SubWallet['privateKey'] }[]) => {
    const merged = mergeImportedWallets(
      wallets,
      imported.map(({ address: walletAddress, privateKey }) => ({
        address: walletAddress,
        privateKey,
        origin: 'imported' as const,
      })),
    )
    setWallets(merged.wallets.slice(0, maxSubWallets))
    return merged.duplicates
  }
  const start = async () => {
    form.reveal()
    if (!address || !inscription || !check.ok || !mints || unsaved || block) return
    // Numbered mints get an id each; what would not count is sent only once the user confirms.
    const decided = await guard(inscription, mints)
    if (!decided) return
    setStored(undefined)
    void run.start(
      address,
      {
        text: check.text,
        texts: decided.texts,
        p: inscription.p,
        tick: inscription.tick,
        mints,
        delayMs: (delaySeconds ?? 0) * 1_000,
      },
      wallets,
    )
  }
  const resume = () => {
    if (!address || !stored) return
    // The form shows what the run mints, as its exact text.
    form.change({ mode: 'text', text: stored.text })
    setStored(undefined)
    void run.resume(address, stored, wallets)
  }
  /** What the finished run left unminted (stopped, failed, still pending): "Resume" sends or settles it. */
  const runLeft = run.snapshot
    ? run.snapshot.mints.length - summarizeBulkMint(run.snapshot).counts.success
    : 0
  const resumeRest = () => {
    const saved = address && chainId !== undefined ? loadBulkMint(chainId, address) : undefined
    if (address && saved) void run.resume(address, saved, wallets)
  }
  const discard = () => {
    if (address) run.discard(address)
    setStored(undefined)
  }

  return {
    ...mintForm,
    run,
    busy,
    plan,
    wallets,
    setWallets,
    backedUp,
    setBackedUp,
    unsaved,
    mints,
    setMints,
    delaySeconds,
    setDelaySeconds,
    unfinished,
    runLeft,
    generate,
    importKeys,
    start,
    resume,
    resumeRest,
    discard,
    connected: Boolean(address),
    symbol: entry?.nativeCurrency.symbol ?? 'ETH',
    explorerUrl: entry?.url,
  }
}
