// The vi strings, a chunk per namespace; this map itself loads when vi is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/vi/*.json', '!/locales/vi/server-*.json'], {
  import: 'default',
});
