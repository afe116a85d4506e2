import type { ShowWaveEffect } from 'antd/es/_util/wave/interface'

let loaded: Promise<ShowWaveEffect> | undefined

/**
 * Stands in for antd's `_util/wave/WaveEffect` where antd's click wave (`_util/wave/useWave`)
 * imports it (vite.config.ts redirects that one import here): the wave is drawn only after a
 * click, yet its static import put the effect's renderer into every first paint. The real effect
 * loads with the first click and draws that click's wave once it is there; every later click
 * draws at once, as before.
 */
const showWaveEffect: ShowWaveEffect = (target, info) => {
  loaded ??= import('antd/es/_util/wave/WaveEffect.js').then((module) => module.default)
  void loaded.then((show) => show(target, info))
}

export default showWaveEffect
