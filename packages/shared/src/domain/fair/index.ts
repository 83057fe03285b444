export * from './battle';
export * from './games';
export { createHmacSha256, type HmacSha256, hmacSha256, hmacSha256Hex } from './hmac';
export * from './roll';
export { fromHex, sha256, sha256Hex, toHex, utf8 } from './sha256';
export * from './verify';
