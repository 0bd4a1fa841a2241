// The tur strings, a chunk per namespace; this map itself loads when tur is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/tur/*.json', '!/locales/tur/server-*.json'], {
  import: 'default',
});
