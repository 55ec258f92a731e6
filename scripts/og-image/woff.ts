import { inflateSync } from "node:zlib";

/**
 * A WOFF 1.0 font file (https://www.w3.org/TR/WOFF/) as the TrueType/OpenType file it wraps: the same tables,
 * each inflated when it was compressed, under a new table directory. The Worker's SVG renderer reads only
 * TrueType/OpenType, and the font packages ship WOFF and WOFF2.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== 0x774f4646) throw new Error("Not a WOFF 1.0 file");
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);

  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = input.getUint32(entry + 4);
    const compLength = input.getUint32(entry + 8);
    const origLength = input.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== origLength) throw new Error("A WOFF table does not inflate to its declared length");
    return { tag: input.getUint32(entry), checksum: input.getUint32(entry + 16), data };
  });

  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  // The offset table's binary-search fields, as the OpenType spec defines them from the table count.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, flavor);
  view.setUint16(4, numTables);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, numTables * 16 - searchRange);

  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    view.setUint32(record, table.tag);
    view.setUint32(record + 4, table.checksum);
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return out;
}
