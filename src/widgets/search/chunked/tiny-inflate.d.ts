declare module 'tiny-inflate' {
  /** Inflates raw DEFLATE `source` into `dest` (sized to the output); returns the bytes written. */
  export default function inflate(source: Uint8Array, dest: Uint8Array): Uint8Array;
}
