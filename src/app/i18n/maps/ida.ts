// The ida strings, a chunk per namespace; this map itself loads when ida is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/ida/*.json', '!/locales/ida/server-*.json'], {
  import: 'default',
});
