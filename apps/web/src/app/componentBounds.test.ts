import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../../../..')
/** Where components live: the web app, the extension and the shared interface package. */
const screens = ['apps/web/src', 'apps/extension/src', 'packages/ui/src']

/** Every component file (`.tsx`) under `dir`, tests aside. */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return componentFiles(path)
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [path] : []
  })
}

/** Lines of a file that say something (blank lines aside). */
function lineCount(source: string): number {
  return source.split('\n').filter((line) => line.trim() !== '').length
}

/**
 * What a component must leave to a hook over a core plan (issue 78, docs/design-rules.md): running
 * steps, choosing them, or reading the chain. Comments are not code.
 */
const chainWork: [RegExp, string][] = [
  [/\buseStepRunner\b|\busePlannedRun\b|\brunSteps\b/, 'runs steps: a hook over a core plan does'],
  [
    /\busePublicClient\b|\bpublicClient\b|\breadContract\b|\bgetBlock\b/,
    'reads the chain: a core reader or plan does',
  ],
]

/** The bound of issue 78's "done when": 0 components over it. */
const componentBound = 200

/**
 * Component files still over the bound or still doing chain work, each to leave this list as it is
 * split (the list only shrinks: a file that no longer needs its place fails the test until removed).
 */
const notYet: Record<string, string> = {
  'apps/web/src/app/contracts/DeployContractPrompt.tsx': 'runs steps: a hook over a core plan does',
  'apps/web/src/app/safety/ListedTokenPowers.tsx': 'reads the chain: a core reader or plan does',
  'apps/web/src/features/batch/check/AssetPicker.tsx': 'reads the chain: a core reader or plan does',
  'apps/web/src/features/dex/TokenAmountBox.tsx': 'reads the chain: a core reader or plan does',
  'apps/web/src/features/dex/exchange/SwapTokenSelect.tsx': 'reads the chain: a core reader or plan does',
  'apps/web/src/features/finance/bean/BeanCreatePanel.tsx':
    'runs steps: a hook over a core plan does; reads the chain: a core reader or plan does',
  'apps/web/src/features/finance/bean/BeanDepositForm.tsx':
    'imports a step builder: a core plan chooses the steps',
  'apps/web/src/features/finance/bean/BeanPositionSection.tsx':
    'imports a step builder: a core plan chooses the steps',
  'apps/web/src/features/finance/earn/EarnFundSection.tsx':
    'imports a step builder: a core plan chooses the steps',
  'apps/web/src/features/finance/earn/EarnStakeForm.tsx':
    'imports a step builder: a core plan chooses the steps',
  'apps/web/src/features/finance/earn/EarnStakeList.tsx':
    'imports a step builder: a core plan chooses the steps',
  'apps/web/src/features/home/LocalFaucetCard.tsx': 'runs steps: a hook over a core plan does',
  'apps/web/src/features/launchpad/create/PresaleFormFields.tsx':
    'reads the chain: a core reader or plan does',
  'apps/web/src/features/others/approvals/approve/ApprovePanel.tsx':
    'runs steps: a hook over a core plan does; reads the chain: a core reader or plan does',
  'apps/web/src/features/others/approvals/transfer/TransferPanel.tsx':
    'runs steps: a hook over a core plan does; reads the chain: a core reader or plan does',
  'apps/web/src/features/others/donate/DonateForm.tsx': 'runs steps: a hook over a core plan does',
  'apps/web/src/features/others/multisig/CreateWalletPanel.tsx':
    'runs steps: a hook over a core plan does; reads the chain: a core reader or plan does; imports a step builder: a core plan chooses the steps',
  'apps/web/src/features/others/multisig/NewOrderForm.tsx':
    'runs steps: a hook over a core plan does; reads the chain: a core reader or plan does; imports a step builder: a core plan chooses the steps; 236 lines, over 200',
  'apps/web/src/features/tokens/fairLaunch/FairLaunchMintPanel.tsx':
    'runs steps: a hook over a core plan does; imports a step builder: a core plan chooses the steps; 231 lines, over 200',
  'apps/web/src/features/tokens/inscription/InscriptionMintPanel.tsx':
    'runs steps: a hook over a core plan does; 235 lines, over 200',
  'apps/web/src/features/tokens/manage/TokenActionForm.tsx':
    'runs steps: a hook over a core plan does; 258 lines, over 200',
}

function problemsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n')
  const problems = chainWork.filter(([pattern]) => pattern.test(code)).map(([, why]) => why)
  // An import statement is lazy up to its one `from`; a type import builds nothing.
  const builders = [...code.matchAll(/^import\s+(type\s)?[\s\S]*?from\s+'([^']+)'/gm)].filter(
    (match) => !match[1] && /Steps\.ts$/.test(match[2] ?? ''),
  )
  if (builders.length > 0) problems.push('imports a step builder: a core plan chooses the steps')
  const lines = lineCount(source)
  if (lines > componentBound) problems.push(`${lines} lines, over ${componentBound}`)
  return problems
}

describe('components only render', () => {
  const files = screens.flatMap((dir) => componentFiles(resolve(repoRoot, dir)))
  const found = Object.fromEntries(
    files.flatMap((file) => {
      const problems = problemsOf(file)
      return problems.length > 0 ? [[relative(repoRoot, file), problems.join('; ')]] : []
    }),
  )

  it(`no component file is over ${componentBound} lines, runs steps or reads the chain, beyond those not split yet`, () => {
    const unlisted = Object.entries(found)
      .filter(([file]) => !(file in notYet))
      .map(([file, why]) => `${file}: ${why}`)
    expect(unlisted).toEqual([])
  })

  it('a file not split yet does no more than its entry says, and grows no longer', () => {
    const grown = Object.entries(found).flatMap(([file, why]) => {
      const listed = notYet[file]
      if (listed === undefined) return []
      const worse = why.split('; ').filter((problem) => {
        const lines = /^(\d+) lines/.exec(problem)?.[1]
        const listedLines = /(\d+) lines/.exec(listed)?.[1]
        return lines ? !listedLines || Number(lines) > Number(listedLines) : !listed.includes(problem)
      })
      return worse.length > 0 ? [`${file}: ${worse.join('; ')} (listed: ${listed})`] : []
    })
    expect(grown).toEqual([])
  })

  it('the list of files not split yet only shrinks: a file split since leaves it', () => {
    expect(Object.keys(notYet).filter((file) => !(file in found))).toEqual([])
  })
})
