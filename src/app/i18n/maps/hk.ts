// The hk strings, a chunk per namespace; this map itself loads when hk is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/hk/*.json', '!/locales/hk/server-*.json'], {
  import: 'default',
});
