/** The image types whose size this reads (the uploads' accepted types: content/uploads.ts). */
export type ImageType = 'png' | 'jpg' | 'webp' | 'gif'

export type ImageSize = { width: number; height: number }

function pngSize(bytes: Buffer): ImageSize | undefined {
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/**
 * A GIF's logical screen, or the largest frame when one is larger: browsers decode every frame at
 * its own size. Walks the blocks (extensions, image descriptors, their data sub-blocks).
 */
function gifSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 13) return undefined
  let width = bytes.readUInt16LE(6)
  let height = bytes.readUInt16LE(8)
  const flags = bytes[10] ?? 0
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)
  const skipSubBlocks = () => {
    while (at < bytes.length) {
      const size = bytes[at] ?? 0
      at += 1 + size
      if (size === 0) return
    }
  }
  while (at < bytes.length) {
    const block = bytes[at]
    if (block === 0x3b) break
    if (block === 0x21) {
      at += 2
      skipSubBlocks()
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return undefined
      width = Math.max(width, bytes.readUInt16LE(at + 5))
      height = Math.max(height, bytes.readUInt16LE(at + 7))
      const frameFlags = bytes[at + 9] ?? 0
      at += 10 + (frameFlags & 0x80 ? 3 * 2 ** ((frameFlags & 0x07) + 1) : 0) + 1 // + LZW code size
      skipSubBlocks()
    } else {
      return undefined
    }
  }
  return { width, height }
}

/** The first frame header (SOFn) of a JPEG, found by walking its marker segments. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2 // markers without a length
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return undefined // end, or image data before any frame
    const length = bytes.readUInt16BE(at + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) {
      if (at + 9 > bytes.length) return undefined
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    at += 2 + length
  }
  return undefined
}

function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30) return undefined
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    // Frame tag (3), start code 9d 01 2a, then 14-bit width and height (2 scale bits each).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined
    const bits = bytes.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
  }
  return undefined
}

/**
 * The pixel size an image declares in its headers (the largest frame for a GIF), or undefined when
 * the headers cannot be read: then it is no image a browser would show either. Read from the
 * headers only, nothing is decoded.
 *
 * @example
 * readImageSize(pngBytes, 'png') // { width: 1, height: 1 }
 */
export function readImageSize(bytes: Buffer, type: ImageType): ImageSize | undefined {
  const size =
    type === 'png'
      ? pngSize(bytes)
      : type === 'gif'
        ? gifSize(bytes)
        : type === 'jpg'
          ? jpegSize(bytes)
          : webpSize(bytes)
  return size && size.width > 0 && size.height > 0 ? size : undefined
}
