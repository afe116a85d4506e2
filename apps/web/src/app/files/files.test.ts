import { parseSendLines } from '@tokenbox/core/batch/parseSendLines.ts'
import { describe, expect, it } from 'vitest'
import { neutraliseFormulas, toCsv, toXlsx } from './downloadTable.ts'
import {
  cellText,
  decodeText,
  ListFileError,
  loadExcel,
  maxListFileBytes,
  readListFile,
} from './readListFile.ts'

describe('readListFile', () => {
  it('reads UTF-8 text and drops the byte-order mark', async () => {
    const file = new Blob(['\uFEFF0xab,1.5\r\n0xcd,2'])
    expect(await readListFile(file)).toBe('0xab,1.5\r\n0xcd,2')
  })

  it('reads GB18030 text (Excel CSV on Chinese systems)', () => {
    // "地址，数量" in GB18030.
    const bytes = new Uint8Array([0xb5, 0xd8, 0xd6, 0xb7, 0xa3, 0xac, 0xca, 0xfd, 0xc1, 0xbf])
    expect(decodeText(bytes)).toBe('地址，数量')
  })

  it('reads the first sheet of an XLSX file as comma-joined lines', async () => {
    const blob = await toXlsx('Recipients', [
      ['address', 'amount'],
      ['0x00000000000000000000000000000000000000aa', '1.5'],
      ['0x00000000000000000000000000000000000000bb', 2n],
      ['with, comma', 'x'],
    ])
    const text = await readListFile(blob)
    expect(text.split('\n')).toEqual([
      'address,amount',
      '0x00000000000000000000000000000000000000aa,1.5',
      '0x00000000000000000000000000000000000000bb,2',
      '"with, comma",x',
    ])
  })

  it('refuses files above the size limit and unreadable spreadsheets', async () => {
    const big = { size: maxListFileBytes + 1, arrayBuffer: async () => new ArrayBuffer(0) } as Blob
    await expect(readListFile(big)).rejects.toBeInstanceOf(ListFileError)
    const brokenZip = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])])
    await expect(readListFile(brokenZip)).rejects.toMatchObject({ reason: 'unreadable' })
  })
})

describe('cellText', () => {
  it('gives numbers, rich text and formula results as text', () => {
    expect(cellText(12.5)).toBe('12.5')
    expect(cellText(1e21)).toBe('1e+21')
    expect(cellText({ richText: [{ text: '0xab' }, { text: 'cd' }] })).toBe('0xabcd')
    expect(cellText({ formula: 'A1*2', result: 4 })).toBe('4')
    expect(cellText(null)).toBe('')
  })
})

describe('toCsv', () => {
  it('quotes every text, doubling its quotes, with a BOM and CRLF; numbers stay bare', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'x\ny'],
        [1n, null, 2.5, true, ''],
      ]),
    ).toBe('\uFEFF"a","b,c"\r\n"say ""hi""","x\ny"\r\n1,,2.5,true,""\r\n')
  })

  it('neutralises text a spreadsheet would run as a formula, and leaves numbers alone', () => {
    // Feedback and contact fields come from the public: opened in Excel or LibreOffice, a cell
    // starting with = + - @ (or a tab or CR) is taken as a formula (CSV injection).
    expect(
      toCsv([
        ['=HYPERLINK("http://evil.example","x")', "+1+cmd|' /C calc'!A0", '-2+3', '@SUM(A1)'],
        ['\t=1+1', '\r=1+1', 'a=b', 'ok'],
        ['-1', -1, -4.5, 5n, '2026-11-22', 'a@example.com'],
      ]),
    ).toBe(
      '\uFEFF"\'=HYPERLINK(""http://evil.example"",""x"")","\'+1+cmd|\' /C calc\'!A0","\'-2+3","\'@SUM(A1)"\r\n' +
        '"\'\t\'=1+1","\'\r\'=1+1","a=b","ok"\r\n' +
        '"\'-1",-1,-4.5,5,"2026-11-22","a@example.com"\r\n',
    )
  })

  // A spreadsheet set to split on semicolons (or tabs, or pipes) reads `"a;=X"` as two cells, the
  // second a formula: quoting alone does not protect it (issue 54 point 11).
  it('neutralises a formula after any separator a spreadsheet may split on', () => {
    expect(
      toCsv([['a;=HYPERLINK("http://x","y")', 'x,=1+1', 'x;  +1', 'a|@SUM(A1)', 'a\t-2+3', 'l1\n=1+1']]),
    ).toBe(
      '\uFEFF"a;\'=HYPERLINK(""http://x"",""y"")","x,\'=1+1","x;  \'+1","a|\'@SUM(A1)","a\t\'-2+3","l1\n\'=1+1"\r\n',
    )
    // What no spreadsheet reads as a formula start stays as written.
    expect(neutraliseFormulas('a=b, c-d; e+f @g')).toBe('a=b, c-d; e+f @g')
    expect(neutraliseFormulas('  =1')).toBe("  '=1")
  })

  // Issue 76 point 7: a quote between the separator and the formula, which a spreadsheet that
  // splits on semicolons and honours quotes drops, leaving `=1+1` as the cell.
  it('neutralises a formula behind quotes after a separator', () => {
    expect(neutraliseFormulas('a;"=1+1"')).toBe(`a;"'=1+1"`)
    expect(neutraliseFormulas('a; " =1+1"')).toBe(`a; " '=1+1"`)
    expect(neutraliseFormulas('"@SUM(A1)"')).toBe(`"'@SUM(A1)"`)
    expect(neutraliseFormulas("a,'-2+3")).toBe("a,''-2+3")
    expect(toCsv([['a;"=1+1"']])).toBe(`\uFEFF"a;""'=1+1"""\r\n`)
  })
})

describe('an XLSX recipient list', () => {
  it('parses as a send list: numeric cells in plain and scientific notation, a header, a bad row', async () => {
    const { Workbook } = await loadExcel()
    const workbook = new Workbook()
    const sheet = workbook.addWorksheet('Airdrop')
    sheet.addRow(['address', 'amount'])
    sheet.addRow(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 0.5])
    sheet.addRow(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 1e21])
    sheet.addRow(['0x90F79bf6EB2c4f870365E785982E1f101E93b906', { formula: 'B2*4', result: 2 }])
    sheet.addRow(['not an address', 3])
    const text = await readListFile(new Blob([await workbook.xlsx.writeBuffer()]))
    const parsed = parseSendLines(text, 18)
    expect(parsed.recipients.map((line) => line.amount)).toEqual([
      5n * 10n ** 17n,
      10n ** 39n,
      2n * 10n ** 18n,
    ])
    expect(parsed.issues).toEqual([{ line: 5, text: 'not an address,3', issue: 'format' }])
  })
})
