/**
 * The Encoding API, as far as byte-writer.ts uses it. Every runtime this layer runs in has it
 * (browsers, Web Workers, Node), but the ES library does not declare it, and this layer is
 * compiled without DOM or Node types (tsconfig.pure.json) so that nothing else creeps in.
 */
declare class TextEncoder {
  encode(input: string): Uint8Array;
  encodeInto(input: string, destination: Uint8Array): { read: number; written: number };
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input: Uint8Array): string;
}
