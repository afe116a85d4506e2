import { describe, expect, it } from 'vitest'
import { createSpeedMeter } from './vanitySpeed.ts'

describe('createSpeedMeter', () => {
  it('measures the live speed between progress readings, start-up left out', () => {
    const meter = createSpeedMeter(0)
    expect(meter.current()).toBe(0)
    meter.sample(1000, 0) // the workers are ready after a second of start-up
    expect(meter.current()).toBe(0)
    meter.sample(1250, 500_000)
    expect(meter.current()).toBe(2_000_000)
  })

  it('follows the last few seconds only', () => {
    const meter = createSpeedMeter(0)
    meter.sample(0, 0)
    meter.sample(1000, 4_000_000)
    meter.sample(5000, 8_000_000) // slower since: 1 million a second
    meter.sample(6000, 9_000_000)
    expect(meter.current()).toBe(1_000_000)
  })

  it('still gives a speed when a match is found before the second reading', () => {
    const beforeAnyReading = createSpeedMeter(100)
    expect(beforeAnyReading.final(300, 20_000)).toBe(100_000)
    const afterOneReading = createSpeedMeter(0)
    afterOneReading.sample(200, 0)
    expect(afterOneReading.final(400, 100_000)).toBe(500_000)
  })

  it('keeps the windowed speed at the end of a long run, and says 0 when nothing was tried', () => {
    const meter = createSpeedMeter(0)
    meter.sample(500, 0)
    meter.sample(1500, 3_000_000)
    expect(meter.final(2000, 4_500_000)).toBe(3_000_000)
    expect(createSpeedMeter(0).final(0, 0)).toBe(0)
    expect(createSpeedMeter(0).final(500, 0)).toBe(0)
  })
})
