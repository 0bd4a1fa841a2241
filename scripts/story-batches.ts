/** Regrouping the story index into batches for the story pass (scripts/story-pass.ts). Pure, unit-tested. */

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
  importPath?: string;
}

export interface StoryIndex {
  v: number;
  entries: Record<string, IndexEntry>;
}

/** Title of batch `i` (0-based) of `n`: the runner names its Jest file after it. */
export const batchTitle = (i: number, n: number) =>
  `Story pass/Batch ${String(i + 1).padStart(String(n).length, '0')} of ${n}`;

/**
 * The same stories under `n` batch titles. A title's stories stay together and in order; titles go to the
 * batch with the least work so far (a page's stories cost more: they are re-rendered in every locale), so
 * the batches end at about the same time on the runner's workers. Docs entries are dropped (never visited).
 */
export function regroupIndex(index: StoryIndex, n: number): StoryIndex {
  if (!Number.isInteger(n) || n < 1) throw new Error(`Bad number of batches: ${n}`);
  const byTitle = new Map<string, IndexEntry[]>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  }
  const cost = (title: string, stories: IndexEntry[]) => stories.length + (title.startsWith('Pages/') ? 12 : 0);
  const titles = [...byTitle].sort((a, b) => cost(...b) - cost(...a) || a[0].localeCompare(b[0]));
  const load = Array.from({ length: n }, () => 0);
  const members: [string, IndexEntry[]][][] = Array.from({ length: n }, () => []);
  for (const group of titles) {
    const target = load.indexOf(Math.min(...load));
    load[target]! += cost(...group);
    members[target]!.push(group);
  }
  const entries: Record<string, IndexEntry> = {};
  members.forEach((groups, i) => {
    for (const [, stories] of groups.sort((a, b) => a[0].localeCompare(b[0])))
      for (const story of stories) entries[story.id] = { ...story, title: batchTitle(i, n) };
  });
  return { ...index, entries };
}
