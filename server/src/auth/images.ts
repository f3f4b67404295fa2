/** Image types accepted for photos, recognised by their first bytes, never by name or declared type. */
const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: "png",
    test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: "jpg", test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: "gif",
    test: (b) =>
      b.length > 6 &&
      (b.subarray(0, 6).toString("latin1") === "GIF87a" || b.subarray(0, 6).toString("latin1") === "GIF89a"),
  },
  {
    ext: "webp",
    test: (b) =>
      b.length > 12 &&
      b.subarray(0, 4).toString("latin1") === "RIFF" &&
      b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/** The file extension of an accepted image, or undefined when the bytes are not one. */
export function imageExtension(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(bytes))?.ext;
}
