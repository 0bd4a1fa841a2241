// fontverter ships no types; what scripts/subset-fonts.ts and its test use of it.
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
