// The th strings, a chunk per namespace; this map itself loads when th is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/th/*.json', '!/locales/th/server-*.json'], {
  import: 'default',
});
