// The kor strings, a chunk per namespace; this map itself loads when kor is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/kor/*.json', '!/locales/kor/server-*.json'], {
  import: 'default',
});
