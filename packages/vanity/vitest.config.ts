import { existsSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * Chromium's SwiftShader Vulkan driver: the GPU tests' adapter on machines without a GPU (the Vulkan
 * loader alone offers none, and Mesa's lavapipe lacks a feature Dawn requires). A driver chosen by
 * the caller (VK_ICD_FILENAMES or VK_DRIVER_FILES set, e.g. NVIDIA's) wins.
 */
const swiftShaderIcd = '/usr/lib/chromium/vk_swiftshader_icd.json'
const vulkanDriver =
  process.env.VK_ICD_FILENAMES === undefined &&
  process.env.VK_DRIVER_FILES === undefined &&
  existsSync(swiftShaderIcd)
    ? { VK_ICD_FILENAMES: swiftShaderIcd }
    : {}

export default defineConfig({
  test: {
    // the tests run against the real build output, so build it first (skipped when up to date)
    globalSetup: ['./testing/buildWasm.ts'],
    testTimeout: 60_000,
    // Child processes (vitest's default pool), not threads as the web suites: the Vulkan loader
    // reads VK_ICD_FILENAMES from the process's own environment, which a worker thread's `env`
    // does not reach, and the GPU tests would skip.
    env: vulkanDriver,
  },
})
