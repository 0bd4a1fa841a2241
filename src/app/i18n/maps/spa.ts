// The spa strings, a chunk per namespace; this map itself loads when spa is chosen (see ../index.ts).
export default import.meta.glob<Record<string, string>>(['/locales/spa/*.json', '!/locales/spa/server-*.json'], {
  import: 'default',
});
