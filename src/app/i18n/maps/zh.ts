// The zh strings, a chunk per namespace; this map itself loads when zh is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/zh/*.json', '!/locales/zh/server-*.json'], {
  import: 'default',
});
