// The jp strings, a chunk per namespace; this map itself loads when jp is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/jp/*.json', '!/locales/jp/server-*.json'], {
  import: 'default',
});
