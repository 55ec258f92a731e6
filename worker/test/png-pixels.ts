/**
 * The pixels of a PNG whose rows are all unfiltered (filter type 0), 8-bit RGB or RGBA, not interlaced: what the
 * Worker's social cards are. Throws for anything else, so a test cannot pass on a file it did not read.
 */
export async function pngPixels(
  png: Uint8Array,
): Promise<{ width: number; height: number; rgb(x: number, y: number): string }> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const colourType = png[25];
  const channels = colourType === 2 ? 3 : colourType === 6 ? 4 : 0;
  if (png[24] !== 8 || channels === 0 || png[28] !== 0) throw new Error("Not an 8-bit RGB(A) non-interlaced PNG");

  const idat: Uint8Array[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    if (type === "IDAT") idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const stream = new Blob(idat).stream().pipeThrough(new DecompressionStream("deflate"));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  const rowLength = 1 + width * channels;
  if (raw.length !== height * rowLength) throw new Error("The image data does not match the image's size");
  for (let y = 0; y < height; y += 1) {
    if (raw[y * rowLength] !== 0) throw new Error(`Row ${y} is filtered; only unfiltered rows are read here`);
  }
  return {
    width,
    height,
    rgb(x, y) {
      const i = y * rowLength + 1 + x * channels;
      return `#${[raw[i], raw[i + 1], raw[i + 2]].map((v) => (v ?? 0).toString(16).padStart(2, "0")).join("")}`;
    },
  };
}
